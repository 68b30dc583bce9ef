import { AGENT_PARTNER_STATUS_LIST } from './agency-statuses';
import { CODE_LISTS } from './code-lists';
import { LOGISTICS_APPLICATION_STATUS_LIST, LOST_CLAIM_STATUS_LIST } from './logistics-statuses';
import { JKO_STATUS_LIST } from './jko-statuses';
import { MEMBER_STATUS_LIST } from './member-statuses';
import { MERCHANT_STATUS_LIST } from './merchant-statuses';
import { REFUND_STATUS_LIST } from './refund-statuses';
import { TRANSACTION_STATUS_LIST, COLLECTED_TX_STATUSES } from './transaction-statuses';
import { WITHDRAWAL_STATUS_LIST } from './withdrawal-statuses';

describe('code lists', () => {
  it.each(CODE_LISTS.map((l) => [l.name, l] as const))(
    '%s has unique codes and keys and a label for each',
    (_n, list) => {
      const codes = list.entries.map((e) => e.code);
      const keys = list.entries.map((e) => e.key);
      expect(new Set(codes).size).toBe(codes.length);
      expect(new Set(keys).size).toBe(keys.length);
      for (const e of list.entries) {
        expect(e.key).toMatch(/^[A-Z][A-Z0-9_]*$/);
        expect(e.label.trim()).not.toBe('');
        expect(list.values[e.key as keyof typeof list.values]).toBe(e.code);
        expect(list.label(e.code)).toBe(e.label);
        expect(list.label(e.key)).toBe(e.label);
        expect(list.keyOf(e.code)).toBe(e.key);
      }
    },
  );

  it('every enum name is unique', () => {
    const names = CODE_LISTS.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('moves only between listed codes', () => {
    for (const list of CODE_LISTS)
      for (const from of list.entries) for (const to of list.nextOf(from.code)) expect(list.byCode(to)).toBeDefined();
  });

  it('answers unknown codes with a dash and no moves', () => {
    expect(MEMBER_STATUS_LIST.label(42)).toBe('-');
    expect(MEMBER_STATUS_LIST.keyOf(42)).toBeUndefined();
    expect(MEMBER_STATUS_LIST.keyOf(null)).toBeUndefined();
    expect(MEMBER_STATUS_LIST.canMove(42, 1)).toBe(false);
  });

  it('encodes the review, JKO, refund and withdrawal state machines', () => {
    expect(MEMBER_STATUS_LIST.canMove('PENDING_REVIEW', 'ACTIVE')).toBe(true);
    expect(MEMBER_STATUS_LIST.canMove('ACTIVE', 'PENDING_REVIEW')).toBe(false);
    expect(MEMBER_STATUS_LIST.canMove('SUPPLEMENT', 'PENDING_REVIEW')).toBe(true);
    expect(MERCHANT_STATUS_LIST.canMove('UNDER_REVIEW', 'ACTIVE')).toBe(true);
    expect(MERCHANT_STATUS_LIST.canMove('ACTIVE', 'UNDER_REVIEW')).toBe(false);
    expect(MERCHANT_STATUS_LIST.canMove('SUPPLEMENT', 'UNDER_REVIEW')).toBe(true);
    expect(JKO_STATUS_LIST.canMove('NONE', 'PENDING')).toBe(true);
    expect(JKO_STATUS_LIST.canMove('FAILED', 'PENDING')).toBe(true);
    expect(JKO_STATUS_LIST.canMove('APPROVED', 'PENDING')).toBe(false);
    expect(JKO_STATUS_LIST.canMove('PENDING', 'PENDING')).toBe(false);
    expect(TRANSACTION_STATUS_LIST.canMove('PAID', 'REFUNDED')).toBe(true);
    expect(TRANSACTION_STATUS_LIST.canMove('PARTLY_REFUNDED', 'REFUNDED')).toBe(true);
    expect(TRANSACTION_STATUS_LIST.canMove('REFUNDED', 'REFUNDED')).toBe(false);
    expect(TRANSACTION_STATUS_LIST.canMove('AWAITING', 'REFUNDED')).toBe(false);
    expect(WITHDRAWAL_STATUS_LIST.canMove('PROCESSING', 'PAID')).toBe(true);
    expect(WITHDRAWAL_STATUS_LIST.canMove('PAID', 'PROCESSING')).toBe(false);
    expect(REFUND_STATUS_LIST.canMove('RESERVED', 'EXECUTED')).toBe(true);
    expect(REFUND_STATUS_LIST.canMove('EXECUTED', 'RESERVED')).toBe(false);
  });

  it('counts as collected exactly the statuses a refund may start from, plus fully refunded', () => {
    const refundable = TRANSACTION_STATUS_LIST.entries.filter((e) =>
      TRANSACTION_STATUS_LIST.canMove(e.code, 'REFUNDED'),
    );
    expect([...COLLECTED_TX_STATUSES].sort()).toEqual([...refundable.map((e) => e.code), 3].sort());
  });

  it('encodes the logistics and agency review machines', () => {
    expect(LOGISTICS_APPLICATION_STATUS_LIST.canMove('PENDING', 'APPROVED')).toBe(true);
    expect(LOGISTICS_APPLICATION_STATUS_LIST.canMove('APPROVED', 'PENDING')).toBe(false);
    expect(LOST_CLAIM_STATUS_LIST.canMove('PENDING', 'PAID')).toBe(true);
    expect(LOST_CLAIM_STATUS_LIST.canMove('PAID', 'REJECTED')).toBe(false);
    expect(AGENT_PARTNER_STATUS_LIST.canMove('ACTIVE', 'REMOVED')).toBe(true);
    expect(AGENT_PARTNER_STATUS_LIST.canMove('DECLINED', 'ACTIVE')).toBe(false);
  });
});
