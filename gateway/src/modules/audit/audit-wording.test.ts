import fs from 'node:fs';
import path from 'node:path';
import { auditActionLabel, auditActorLabel, auditChangeText, auditTarget } from './audit-wording';

/** Every gateway source file that writes audit records (tests aside). */
function gatewaySources(dir = path.resolve(__dirname, '..', '..')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return gatewaySources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}
const sources = gatewaySources().map((file) => fs.readFileSync(file, 'utf8'));

describe('audit wording (seller day 8: no raw codes on money screens)', () => {
  it('names every action the gateway writes (fixed ones and status moves)', () => {
    const fixed = sources.flatMap((s) => [
      ...s.matchAll(/action: (?:approve \? )?'([a-z_]+\.[a-z_]+)'(?: : '([a-z_]+\.[a-z_]+)')?/g),
    ]);
    const actions = fixed.flatMap((m) => [m[1], m[2]].filter((a): a is string => Boolean(a)));
    expect(actions.length).toBeGreaterThan(30);
    expect(actions.filter((a) => auditActionLabel(a) === '其他異動')).toEqual([]);
    expect(auditActionLabel('order.shipped')).toBe('訂單已出貨');
    expect(auditActionLabel('shipment.picked_up')).toBe('物流單已取件');
    expect(auditActionLabel('subscription.suspended')).toBe('訂閱已停扣');
    expect(auditActionLabel('no.such')).toBe('其他異動');
  });

  it('names every kind of target the gateway writes', () => {
    const kinds = new Set(sources.flatMap((s) => [...s.matchAll(/target: `([a-z_]+):/g)].map((m) => m[1] ?? '')));
    expect(kinds.size).toBeGreaterThan(10);
    expect([...kinds].filter((k) => auditTarget(`${k}:1`).label.startsWith('其他'))).toEqual([]);
    expect(auditTarget('transaction:20261124000000000001')).toEqual({
      kind: 'transaction',
      ref: '20261124000000000001',
      label: '交易 20261124000000000001',
    });
    expect(auditTarget('withdrawal:12').label).toBe('提領 #12');
  });

  it('says who acted without internal ids for the member itself', () => {
    expect(auditActorLabel('member:2', 2)).toBe('本人');
    expect(auditActorLabel('member:3', 2)).toBe('會員 #3');
    expect(auditActorLabel('assistant:7 for member:2', 2)).toBe('助理 #7');
    expect(auditActorLabel('operator:1', 2)).toBe('營運人員');
    expect(auditActorLabel('system', 2)).toBe('系統');
  });

  it('reads changes in zh-TW with money as money', () => {
    expect(auditChangeText({ amount: 1000, fee: 28, fromHeld: 972, reserved: false })).toBe(
      '金額：$1,000、手續費：$28、自可提領扣除：$972、保留中：否',
    );
    expect(auditChangeText(null)).toBeNull();
    expect(auditChangeText({ status: 1, reason: '審核通過' }, 'merchant')).toBe('狀態：啟用、原因：審核通過');
    expect(auditChangeText({ status: 3 }, 'order')).toBe('狀態：已出貨');
  });

  it('reads coded fields by their names, never the stored codes', () => {
    const store = auditChangeText({ payTypes: [1, 3], deliveryMethods: [1, 2], installments: [], isOpen: true });
    expect(store).toBe(
      '付款方式：信用卡、超商代碼、配送方式：超商取貨（店到店）、宅配到府、分期期數：不分期、營業中：是',
    );
    expect(auditChangeText({ service: 'HOME_NORMAL', fee: 100 })).toBe('物流服務：宅配（常溫）、手續費：$100');
    expect(auditChangeText({ services: ['C2C', 'HOME'] })).toBe('物流服務：超商店到店、宅配');
    expect(auditChangeText({ rates: { '1': 150 } })).toBe('分潤比例：信用卡 1.5%');
    expect(auditChangeText({ cycle: 2, trialDays: 7 })).toBe('扣款週期：每月、試用天數：7');
  });

  it('names every field the gateway writes in a record', () => {
    const keys = new Set(
      sources.flatMap((s) =>
        [...s.matchAll(/(?:before|after): \{ ([^}]*)\}/g)].flatMap((m) =>
          (m[1] ?? '').split(',').map((part) => part.trim().split(/[:\s]/)[0] ?? ''),
        ),
      ),
    );
    keys.delete('');
    keys.delete('...outcome');
    keys.delete('...split');
    expect(keys.size).toBeGreaterThan(20);
    const unnamed = [...keys].filter((k) => (auditChangeText({ [k]: 1 }) ?? '').startsWith('其他'));
    expect(unnamed).toEqual([]);
  });
});
