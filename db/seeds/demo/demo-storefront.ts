import type { EntityManager } from '@mikro-orm/postgresql';
import { DeliveryMethod } from '@paydesk/shared/delivery-methods';
import { LogisticsApplicationStatus } from '@paydesk/shared/logistics-statuses';
import { OrderStatus } from '@paydesk/shared/order-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import { sqlOf } from '../../../gateway/src/core/database/sql';
import { charge } from '../../../gateway/src/modules/payments/charge';
import { SANDBOX_CARDS } from '../../../gateway/src/modules/payments/checkout.messages';
import { newShopOrderNo } from '../../../gateway/src/modules/payments/trade-numbers';
import { closeUnpaidOrder, lockOrder } from '../../../gateway/src/modules/shop/order-payment';
import { moveUnits } from '../../../gateway/src/modules/shop/stock';

/** The demo store's public address, listed in the README. */
export const DEMO_STORE_SLUG = 'goodthings';

const PRODUCTS = [
  {
    name: '阿里山高山烏龍茶 150g',
    price: 680,
    stock: 40,
    description: '海拔 1,400 公尺茶園，手採一心二葉，焙火清香。',
  },
  { name: '手工檜木筷禮盒', price: 1280, stock: 12, description: '台灣檜木手工打磨，附禮盒與提袋。' },
  { name: '花蓮蜜香紅茶包 20 入', price: 360, stock: 80, description: '小綠葉蟬著涎，天然蜜香。' },
  { name: '客家擂茶粉 500g', price: 420, stock: 0, description: '花生、芝麻與綠茶研磨，熱水沖泡即可。' },
];

type DemoOrder = {
  buyer: string;
  email: string;
  mobile: string;
  lines: [productIndex: number, quantity: number][];
  payType: PayType;
  /** What happens after checkout. */
  outcome: 'awaiting' | 'seller_cancelled' | 'expired' | 'declined';
};

/**
 * Orders that move no money (business01's money history comes from demo-history.ts): a store code waiting to be paid (its units reserved), one the seller cancelled, one that expired and a
 * declined card. Paid orders appear as soon as anyone buys in the sandbox.
 */
const ORDERS: DemoOrder[] = [
  {
    buyer: '王小美',
    email: 'xiaomei@example.com',
    mobile: '0911222333',
    lines: [[0, 2]],
    payType: PayType.CVS,
    outcome: 'awaiting',
  },
  {
    buyer: '陳志豪',
    email: 'zhihao@example.com',
    mobile: '0922333444',
    lines: [
      [1, 1],
      [2, 3],
    ],
    payType: PayType.ATM,
    outcome: 'seller_cancelled',
  },
  {
    buyer: '林佩君',
    email: 'peijun@example.com',
    mobile: '0933444555',
    lines: [[2, 1]],
    payType: PayType.CVS,
    outcome: 'expired',
  },
  {
    buyer: '張家豪',
    email: 'jiahao@example.com',
    mobile: '0944555666',
    lines: [[1, 1]],
    payType: PayType.CREDIT,
    outcome: 'declined',
  },
];

/** The demo store's shipping fees (TWD) by DeliveryMethod code: store pickup 60, home delivery 100, bulk pickup 50. */
export const DEMO_SHIPPING_FEES = {
  [DeliveryMethod.CVS_C2C]: 60,
  [DeliveryMethod.HOME]: 100,
  [DeliveryMethod.CVS_B2C]: 50,
};

/** business01's demo store (local, test, sandbox), built through the same stock and payment functions as a checkout. */
export async function seedDemoStorefront(tx: EntityManager, memberIds: Map<string, number>): Promise<void> {
  const memberId = memberIds.get('business01');
  if (!memberId) return;
  const sql = sqlOf(tx);
  const [shop] = await sql<{ id: number }>('select id from merchant where member_id = ? order by id limit 1', [
    memberId,
  ]);
  if (!shop) return;
  const [store] = await sql<{ id: number }>(
    `insert into store (member_id, merchant_id, name, slug, description, pay_types, installments, delivery_methods,
       shipping_fees)
     values (?, ?, '好物選品', ?, '嚴選台灣在地好茶與手作器物，下單後 3 個工作天內出貨。', '{1,2,3}', '{3,6}', '{1,2,3}', ?::jsonb)
     returning id`,
    [memberId, shop.id, DEMO_STORE_SLUG, JSON.stringify(DEMO_SHIPPING_FEES)],
  );
  // A store offers only what its shop is approved to ship: the demo shop's logistics services are open.
  await sql(
    `insert into logistics_application (member_id, merchant_id, services, sender_name, sender_mobile, sender_address,
       return_address, status, reviewed_at, reviewed_by)
     values (?, ?, '{C2C,B2C,HOME}'::text[], '王大明', '0912345678', '臺北市信義區市府路 1 號', '臺北市信義區市府路 1 號', ?, now(), 'ops01')`,
    [memberId, shop.id, LogisticsApplicationStatus.APPROVED],
  );
  const productIds: number[] = [];
  for (const [index, p] of PRODUCTS.entries()) {
    const [row] = await sql<{ id: number }>(
      `insert into product (member_id, name, price, description, stock, per_order_limit, sort_order) values (?, ?, ?, ?, ?, ?, ?) returning id`,
      [memberId, p.name, p.price, p.description, p.stock, index === 1 ? 2 : null, index],
    );
    productIds.push(Number(row?.id));
    await sql('insert into store_product (store_id, product_id, sort_order) values (?, ?, ?)', [
      store?.id,
      row?.id,
      index + 1,
    ]);
  }
  for (const demo of ORDERS) {
    const lines = demo.lines.map(([i, quantity]) => ({
      productId: productIds[i] ?? 0,
      name: PRODUCTS[i]?.name ?? '',
      unitPrice: PRODUCTS[i]?.price ?? 0,
      quantity,
    }));
    const amount = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const orderNo = newShopOrderNo();
    const [order] = await sql<{ id: number }>(
      `insert into shop_order (order_no, store_id, member_id, buyer_name, buyer_email, buyer_mobile, delivery_method,
         delivery_address, amount, pay_type, status) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        orderNo,
        store?.id,
        memberId,
        demo.buyer,
        demo.email,
        demo.mobile,
        DeliveryMethod.CVS_C2C,
        '7-ELEVEN 市府門市',
        amount,
        demo.payType,
        OrderStatus.AWAITING_PAYMENT,
      ],
    );
    const orderId = Number(order?.id);
    for (const l of lines)
      await sql(
        'insert into shop_order_item (order_id, product_id, name, unit_price, quantity) values (?, ?, ?, ?, ?)',
        [orderId, l.productId, l.name, l.unitPrice, l.quantity],
      );
    const outcome = await charge(
      tx,
      {
        merchantId: shop.id,
        memberId,
        amount,
        itemName: `好物選品：${lines[0]?.name ?? ''}`,
        merchantOrderNo: orderNo,
        payTypes: [PayType.CREDIT, PayType.CVS, PayType.ATM],
        installments: [],
        shopOrderId: orderId,
        buyerMemberId: null,
      },
      {
        payType: demo.payType,
        cardNumber: demo.outcome === 'declined' ? SANDBOX_CARDS.decline : null,
        buyerName: demo.buyer,
        buyerEmail: demo.email,
      },
    );
    if (!outcome.ok) continue;
    if (demo.outcome === 'declined') {
      await sql('update shop_order set transaction_id = ?, status = ?, closed_at = now() where id = ?', [
        outcome.transactionId,
        OrderStatus.FAILED,
        orderId,
      ]);
      continue;
    }
    await moveUnits(tx, 'reserve', lines);
    await sql('update shop_order set transaction_id = ? where id = ?', [outcome.transactionId, orderId]);
    if (demo.outcome === 'awaiting') continue;
    const locked = await lockOrder(tx, { id: orderId });
    if (locked)
      await closeUnpaidOrder(
        tx,
        locked,
        demo.outcome === 'expired' ? 'expired' : 'seller',
        demo.outcome === 'expired' ? '已超過繳費期限' : '訂單已由賣家取消',
      );
  }
}
