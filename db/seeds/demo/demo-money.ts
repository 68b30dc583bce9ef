import { sqlOf } from '../../../gateway/src/core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { settlePayments } from '../../../gateway/src/modules/ledger/settlement';
import { confirmPayment } from '../../../gateway/src/modules/payments/confirm-payment';
import { PayType } from '@paydesk/shared/pay-types';
import { newLinkOrderNo, newTradeNo } from '../../../gateway/src/modules/payments/trade-numbers';

const DAY = 86_400_000;

/** The paid demo trade the public inquiry (/transactions) answers for; listed in the README. */
export const DEMO_INQUIRY_TRADE = {
  tradeNo: '20261110103000000001',
  amount: 1200,
  merchantName: '小明手作',
  statusLabel: '付款成功',
  payTypeLabel: '信用卡',
} as const;

/**
 * Demo money for personal01 (local, test, sandbox): a payment link and payments through the real checkout
 * functions, two of them already settled, so the transaction, balance and dashboard screens show real figures.
 * Older history for personal01 and business01 comes from demo-history.ts.
 */
export async function seedDemoMoney(tx: EntityManager, memberIds: Map<string, number>): Promise<void> {
  const memberId = memberIds.get('personal01');
  if (!memberId) return;
  const sql = sqlOf(tx);
  const [shop] = await sql<{ id: number }>(`select id from merchant where member_id = ? order by id limit 1`, [
    memberId,
  ]);
  if (!shop) return;
  const [link] = await sql<{ id: number }>(
    `insert into payment_link (merchant_id, member_id, token, title, amount, description, pay_types, installments)
     values (?, ?, 'demo-leather-wallet', '手工皮夾訂製', 1200, '義大利植鞣革，約 14 個工作天完成', '{1,2,3}', '{3,6}') returning id`,
    [shop.id, memberId],
  );
  const now = Date.now();
  const payments: {
    daysAgo: number;
    payType: PayType;
    amount: number;
    paid: boolean;
    settle: boolean;
    buyer: string;
  }[] = [
    { daysAgo: 12, payType: PayType.CREDIT, amount: 1200, paid: true, settle: true, buyer: '陳怡君' },
    { daysAgo: 9, payType: PayType.CVS, amount: 1200, paid: true, settle: true, buyer: '張志明' },
    { daysAgo: 2, payType: PayType.CREDIT, amount: 1200, paid: true, settle: false, buyer: '李佳蓉' },
    { daysAgo: 0, payType: PayType.ATM, amount: 1200, paid: true, settle: false, buyer: '黃柏翰' },
    { daysAgo: 0, payType: PayType.CVS, amount: 1200, paid: false, settle: false, buyer: '吳雅婷' },
  ];
  for (const [index, p] of payments.entries()) {
    const at = new Date(now - p.daysAgo * DAY);
    const tradeNo = index === 0 ? DEMO_INQUIRY_TRADE.tradeNo : newTradeNo(at);
    const [row] = await sql<{ id: number }>(
      `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, payment_link_id, merchant_order_no, item_name,
         buyer_name, buyer_email, payment_code, code_expires_at, created_at)
       values (?, ?, 0, ?, ?, ?, ?, ?, '手工皮夾訂製', ?, 'buyer@example.com', ?, ?, ?) returning id`,
      [
        tradeNo,
        p.amount,
        p.payType,
        shop.id,
        memberId,
        link.id,
        newLinkOrderNo(link.id, at),
        p.buyer,
        p.payType === PayType.CVS
          ? `LLL${String(at.getTime()).slice(-11)}`
          : p.payType === PayType.ATM
            ? `9${String(at.getTime()).slice(-13)}`
            : null,
        p.payType === PayType.CREDIT ? null : new Date(at.getTime() + 3 * DAY),
        at,
      ],
    );
    if (!p.paid) continue;
    await confirmPayment(tx, row.id, at);
    if (p.settle) {
      await settlePayments(tx, [{ id: row.id, memberId }]);
      await sql(`update payment_transaction set settled_at = settle_due_at where id = ?`, [row.id]);
    }
  }
}
