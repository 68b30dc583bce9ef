import { isIntInRange, isWithinMax } from '@paydesk/shared/generic-rules';
import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatMoney } from '@paydesk/shared/money';
import { MemberType } from '@paydesk/shared/member-types';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { OrderStatus } from '@paydesk/shared/order-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import {
  HOME_REGION_LABELS,
  LOGISTICS_MESSAGES as L,
  LOGISTICS_SERVICE_GROUPS,
  SHIPMENT_STATUS_LIST,
  SHIPPING_SERVICE_LABELS,
  ShipmentStatus,
} from '@paydesk/shared/shipment-statuses';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { assertGuard, ownerId, requireOperator } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import { VALIDATORS as V } from '../../core/validation/validators';
import { actorOf, writeAudit } from '../audit';
import {
  chargeShippingFee,
  payCompensation,
  returnShippingFee,
  lockMemberAccounts,
  memberBalances,
  heldCommitments,
  withdrawableOf,
} from '../ledger';
import { charge } from '../payments';
import type { HomeRegion, ServiceKind } from '../reference';
import type {
  ConvenienceStoreView,
  LogisticsApplicationInput,
  LogisticsApplicationPayload,
  LogisticsApplicationView,
  LostClaimPayload,
  LostClaimView,
  ShipmentFilter,
  ShipmentInput,
  ShipmentPayload,
  ShipmentQuotePayload,
  ShipmentView,
} from './logistics.types';
import {
  compensationCap,
  isB2c,
  isFrozen,
  isHome,
  packageProblem,
  pickupWindowDays,
  quote,
  shippingDeadlineDays,
  type Parcel,
} from './quote';
import { chargeReturnFee } from './return-fee';

const APPLICATION_STATUS = { 1: 'pending', 2: 'approved', 3: 'rejected' } as const;
const CLAIM_STATUS = { 1: 'pending', 2: 'paid', 3: 'rejected' } as const;
const SERVICES = Object.keys(SHIPPING_SERVICE_LABELS) as ServiceKind[];
const groupOf = (s: ServiceKind) => (isHome(s) ? 'HOME' : isB2c(s) ? 'B2C' : 'C2C');
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface ShipmentRow {
  id: number;
  logistics_no: string;
  member_id: number;
  merchant_id: number;
  service: ServiceKind;
  shop_order_id: number | null;
  order_no: string | null;
  receiver_name: string;
  receiver_mobile: string;
  store_name: string | null;
  address: string;
  region: string | null;
  goods_name: string;
  declared_value: number;
  length_cm: string;
  width_cm: string;
  height_cm: string;
  weight_kg: string;
  cod_amount: number;
  shipping_fee: number;
  pickup_fee: number;
  cod_fee: number;
  size_band_cm: number | null;
  status: number;
  drop_off_by: string;
  pickup_until: string | null;
  cod_trade_no: string | null;
  created_at: string;
}

const SELECT = `select s.*, s.drop_off_by::text, s.pickup_until::text, c.name as store_name, o.order_no, t.trade_no as cod_trade_no
  from shipment s left join convenience_store c on c.code = s.store_code left join shop_order o on o.id = s.shop_order_id
  left join payment_transaction t on t.id = s.cod_transaction_id`;

/** Logistics (SPEC §2.3 /auth/shipping/*): application, shipments with their fees through the ledger, claims. */
export class LogisticsService {
  // ---- application -------------------------------------------------------------------------------------------

  async applications(ctx: RequestContext): Promise<LogisticsApplicationView[]> {
    return this.applicationRows(ctx.em, 'a.member_id = ?', [ownerId(ctx)]);
  }

  private async applicationRows(em: EntityManager, where: string, params: unknown[]) {
    const rows = await sqlOf(em)<{
      id: number;
      merchant_id: number;
      merchant_name: string;
      services: string[];
      sender_name: string;
      sender_mobile: string;
      sender_address: string;
      return_address: string;
      status: 1 | 2 | 3;
      reason: string | null;
      created_at: string;
    }>(
      `select a.*, m.name as merchant_name from logistics_application a join merchant m on m.id = a.merchant_id
        where ${where} order by a.id desc`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      merchantId: r.merchant_id,
      merchantName: r.merchant_name,
      services: r.services,
      senderName: r.sender_name,
      senderMobile: r.sender_mobile,
      senderAddress: r.sender_address,
      returnAddress: r.return_address,
      status: APPLICATION_STATUS[r.status],
      reason: r.reason,
      createdAt: new Date(r.created_at),
    }));
  }

  /** A shop applies for the services it wants; bulk B2C for business members only (SPEC §6). */
  async apply(ctx: RequestContext, input: LogisticsApplicationInput): Promise<LogisticsApplicationPayload> {
    const memberId = ownerId(ctx);
    const sql = sqlOf(ctx.em);
    const [shop] = await sql<{ status: number; mem_type: number }>(
      'select s.status, m.mem_type from merchant s join member m on m.id = s.member_id where s.id = ? and s.member_id = ?',
      [input.merchantId, memberId],
    );
    const errors: FieldError[] = [];
    if (!shop || shop.status !== MerchantStatus.ACTIVE) errors.push(fieldError('merchantId', 'MERCHANT', L.merchant));
    const services = [...new Set(input.services)];
    if (!services.length || services.some((s) => !(s in LOGISTICS_SERVICE_GROUPS)))
      errors.push(fieldError('services', 'REQUIRED', L.services));
    else if (services.includes('B2C') && shop?.mem_type !== MemberType.BUSINESS)
      errors.push(fieldError('services', 'B2C_BUSINESS_ONLY', L.b2cBusinessOnly));
    errors.push(
      ...fieldErrorsOf([
        ['senderName', V.userName(input.senderName)],
        ['senderMobile', V.mobile(input.senderMobile)],
        ['senderAddress', input.senderAddress.trim() && input.senderAddress.length <= 100 ? null : L.address],
        ['returnAddress', input.returnAddress.trim() && input.returnAddress.length <= 100 ? null : L.address],
      ]),
    );
    if (errors.length) return { application: null, errors };
    const [row] = await sql<{ id: number }>(
      `insert into logistics_application (member_id, merchant_id, services, sender_name, sender_mobile, sender_address, return_address, status)
       values (?, ?, ?::text[], ?, ?, ?, ?, 1) on conflict do nothing returning id`,
      [
        memberId,
        input.merchantId,
        `{${services.join(',')}}`,
        input.senderName.trim(),
        input.senderMobile.trim(),
        input.senderAddress.trim(),
        input.returnAddress.trim(),
      ],
    );
    if (!row) return { application: null, errors: [fieldError('merchantId', 'APPLIED', L.applied)] };
    // Applying ends the SPEC §4 shipping hint for this shop.
    await sql(
      'update member_gate_state set sp_tag_mer_id = null, updated_at = now() where member_id = ? and sp_tag_mer_id = ?',
      [memberId, input.merchantId],
    );
    await writeAudit(ctx.em, {
      memberId,
      actor: actorOf(ctx.viewer),
      action: 'logistics.apply',
      target: `merchant:${input.merchantId}`,
      after: { services },
    });
    const [view] = await this.applicationRows(ctx.em, 'a.id = ?', [row.id]);
    return { application: view ?? null, errors: [] };
  }

  pendingApplications(ctx: RequestContext): Promise<LogisticsApplicationView[]> {
    requireOperator(ctx);
    return this.applicationRows(ctx.em, 'a.status = 1', []);
  }

  async reviewApplication(
    ctx: RequestContext,
    id: number,
    approve: boolean,
    reason: string | null,
  ): Promise<LogisticsApplicationPayload> {
    const operator = requireOperator(ctx);
    if (!approve && !(reason ?? '').trim())
      return { application: null, errors: [fieldError('reason', 'REQUIRED', '請填寫退回原因')] };
    const [row] = await sqlOf(ctx.em)<{ id: number; member_id: number }>(
      `update logistics_application set status = ?, reason = ?, reviewed_at = now(), reviewed_by = ? where id = ? and status = 1
       returning id, member_id`,
      [approve ? 2 : 3, (reason ?? '').trim() || null, operator.id, id],
    );
    if (!row) return { application: null, errors: [fieldError(null, 'NOT_FOUND', L.notFound)] };
    await writeAudit(ctx.em, {
      memberId: row.member_id,
      actor: operator.id,
      action: approve ? 'logistics.approve' : 'logistics.reject',
      target: `logistics_application:${id}`,
      after: { reason },
    });
    const [view] = await this.applicationRows(ctx.em, 'a.id = ?', [id]);
    return { application: view ?? null, errors: [] };
  }

  // ---- stores and quotes ---------------------------------------------------------------------------------------

  async stores(ctx: RequestContext, keyword: string, frozenOnly: boolean): Promise<ConvenienceStoreView[]> {
    const q = `%${keyword.trim().replace(/[\\%_]/g, '\\$&')}%`;
    return sqlOf(ctx.em)<ConvenienceStoreView>(
      `select code, chain, name, address, frozen from convenience_store
        where (name ilike ? or address ilike ? or code = ?) and (not ? or frozen) order by chain, code limit 50`,
      [q, q, keyword.trim(), frozenOnly],
    );
  }

  /** Every rule of a parcel, named; the parcel itself when it passes. */
  private async check(em: EntityManager, memberId: number, input: ShipmentInput) {
    const errors: FieldError[] = [];
    const service = input.service as ServiceKind;
    if (!SERVICES.includes(service)) return { errors: [fieldError('service', 'INVALID', L.services)], parcel: null };
    const sql = sqlOf(em);
    const [approved] = await sql<{ ok: boolean }>(
      `select exists (select 1 from logistics_application a join merchant m on m.id = a.merchant_id
         where a.merchant_id = ? and a.member_id = ? and a.status = 2 and ? = any(a.services) and m.status = ?) as ok`,
      [input.merchantId, memberId, groupOf(service), MerchantStatus.ACTIVE],
    );
    if (!approved?.ok) errors.push(fieldError('service', 'NOT_APPROVED', L.notApproved));
    errors.push(
      ...fieldErrorsOf([
        ['receiverName', V.userName(input.receiverName)],
        ['receiverMobile', V.mobile(input.receiverMobile)],
      ]),
    );
    if (isHome(service)) {
      if (
        !input.address?.trim() ||
        !isWithinMax(input.address, 100) ||
        !(input.region && input.region in HOME_REGION_LABELS)
      )
        errors.push(fieldError('address', 'REQUIRED', L.address2));
    } else {
      const [store] = input.storeCode
        ? await sql<{ frozen: boolean }>('select frozen from convenience_store where code = ?', [input.storeCode])
        : [];
      if (!store) errors.push(fieldError('storeCode', 'REQUIRED', L.store));
      else if (isFrozen(service) && !store.frozen) errors.push(fieldError('storeCode', 'NO_FROZEN', L.storeNoFrozen));
    }
    if (!input.goodsName.trim() || !isWithinMax(input.goodsName, 60))
      errors.push(fieldError('goodsName', 'INVALID', L.goodsName));
    if (!isIntInRange(input.declaredValue, { max: 20_000 }))
      errors.push(fieldError('declaredValue', 'INVALID', L.declaredValue));
    const cod = input.codAmount ?? 0;
    if (!isIntInRange(cod, { min: 0, max: 20_000 })) errors.push(fieldError('codAmount', 'INVALID', L.cod));
    const parcel: Parcel = {
      service,
      lengthCm: input.lengthCm,
      widthCm: input.widthCm,
      heightCm: input.heightCm,
      weightKg: input.weightKg,
      region: isHome(service) ? (input.region as HomeRegion) : null,
      codAmount: cod,
    };
    const problem = packageProblem(parcel);
    if (problem) errors.push(fieldError('package', 'PACKAGE_RULE', problem));
    return { errors, parcel };
  }

  /** The frozen B2C parcels the member already has today, so the next one's pickup fee is known. */
  private async frozenB2cToday(em: EntityManager, memberId: number): Promise<number> {
    const [row] = await sqlOf(em)<{ n: number }>(
      `select count(*)::int as n from shipment where member_id = ? and service = 'B2C_FROZEN' and status <> ?
         and (created_at at time zone 'Asia/Taipei')::date = (now() at time zone 'Asia/Taipei')::date`,
      [memberId, ShipmentStatus.CANCELLED],
    );
    return row?.n ?? 0;
  }

  async quote(ctx: RequestContext, input: ShipmentInput): Promise<ShipmentQuotePayload> {
    const memberId = ownerId(ctx);
    const { errors, parcel } = await this.check(ctx.em, memberId, input);
    if (!parcel || errors.some((e) => e.field === 'package' || e.field === 'service'))
      return { quote: null, errors: errors.filter((e) => e.field === 'package' || e.field === 'service') };
    const q = quote(parcel, (await this.frozenB2cToday(ctx.em, memberId)) + 1);
    return {
      quote: {
        ...q,
        chargedNow: q.shippingFee + q.pickupFee,
        dropOffDays: shippingDeadlineDays(parcel.service),
        pickupWindowDays: pickupWindowDays(parcel.service),
        compensationCap: compensationCap(parcel.service),
      },
      errors: [],
    };
  }

  // ---- shipments ------------------------------------------------------------------------------------------------

  /**
   * Creates a shipment: every rule checked first (nothing is created on a refusal), then in one money transaction
   * the fees (shipping and frozen pickup) come out of held funds, which must cover them, and a logistics number is
   * drawn. A paid storefront order can be shipped in the same step.
   */
  async create(ctx: RequestContext, input: ShipmentInput): Promise<ShipmentPayload> {
    const memberId = ownerId(ctx);
    // The route's key of this kind of parcel (create-normal, create-frz, create-home), for assistants too.
    const service = input.service as ServiceKind;
    if (SERVICES.includes(service))
      assertGuard(
        {
          permission: {
            key: isHome(service)
              ? 'shipping_create_home'
              : isFrozen(service)
                ? 'shipping_create_frz'
                : 'shipping_create_normal',
          },
        },
        ctx.viewer,
      );
    const { errors, parcel } = await this.check(ctx.em, memberId, input);
    if (errors.length || !parcel) return { shipment: null, errors };
    const outcome = await moneyTransaction(ctx.em, async (tx): Promise<{ id: number } | { error: FieldError }> => {
      const sql = sqlOf(tx);
      let orderId: number | null = null;
      if (input.orderNo) {
        const [order] = await sql<{ id: number; status: number }>(
          'select id, status from shop_order where order_no = ? and member_id = ? for update',
          [input.orderNo.trim(), memberId],
        );
        if (!order || order.status !== OrderStatus.PAID)
          return { error: fieldError('orderNo', 'NOT_PAID', L.orderNotPaid) };
        orderId = order.id;
      }
      await lockMemberAccounts(tx, memberId);
      const q = quote(parcel, (await this.frozenB2cToday(tx, memberId)) + 1);
      const due = q.shippingFee + q.pickupFee;
      const balances = await memberBalances(tx, memberId);
      if (withdrawableOf(balances.held, await heldCommitments(tx, memberId)) < due)
        return { error: fieldError(null, 'FUNDS', L.funds(formatMoney(due))) };
      const today = taipeiIsoDay();
      let id: number | undefined;
      for (let attempt = 0; !id && attempt < 5; attempt++) {
        const logisticsNo = `${isHome(parcel.service) ? 'HD' : isB2c(parcel.service) ? 'BC' : 'CC'}${randomInt(10 ** 11, 10 ** 12)}`;
        const [row] = await sql<{ id: number }>(
          `insert into shipment (logistics_no, member_id, merchant_id, service, shop_order_id, receiver_name, receiver_mobile, store_code,
             address, region, goods_name, declared_value, length_cm, width_cm, height_cm, weight_kg, cod_amount, shipping_fee,
             pickup_fee, cod_fee, size_band_cm, status, drop_off_by)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (logistics_no) do nothing returning id`,
          [
            logisticsNo,
            memberId,
            input.merchantId,
            parcel.service,
            orderId,
            input.receiverName.trim(),
            input.receiverMobile.trim(),
            isHome(parcel.service) ? null : input.storeCode,
            isHome(parcel.service) ? (input.address ?? '').trim() : '',
            parcel.region ?? null,
            input.goodsName.trim(),
            input.declaredValue,
            parcel.lengthCm,
            parcel.widthCm,
            parcel.heightCm,
            parcel.weightKg,
            parcel.codAmount,
            q.shippingFee,
            q.pickupFee,
            q.codFee,
            q.sizeBandCm,
            ShipmentStatus.CREATED,
            addDays(today, shippingDeadlineDays(parcel.service)),
          ],
        );
        id = row?.id;
      }
      if (!id) throw new Error('could not draw a free logistics number');
      await sql('insert into shipment_event (shipment_id, status, note) values (?, ?, ?)', [
        id,
        ShipmentStatus.CREATED,
        '建立物流單',
      ]);
      await chargeShippingFee(tx, { memberId, amount: due, memo: `運費 ${SHIPPING_SERVICE_LABELS[parcel.service]}` });
      if (orderId)
        await sql(`update shop_order set status = ?, shipped_at = now(), updated_at = now() where id = ?`, [
          OrderStatus.SHIPPED,
          orderId,
        ]);
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'shipment.create',
        target: `shipment:${id}`,
        after: { service: parcel.service, fee: due, cod: parcel.codAmount },
      });
      return { id };
    });
    if ('error' in outcome) return { shipment: null, errors: [outcome.error] };
    return { shipment: await this.get(ctx, outcome.id), errors: [] };
  }

  private async views(em: EntityManager, rows: ShipmentRow[]): Promise<ShipmentView[]> {
    if (!rows.length) return [];
    const events = await sqlOf(em)<{ shipment_id: number; status: number; note: string; at: string }>(
      `select shipment_id, status, note, at from shipment_event where shipment_id = any(?::int[]) order by id`,
      [`{${rows.map((r) => r.id).join(',')}}`],
    );
    const tomorrow = taipeiIsoDay(new Date(), 1);
    return rows.map((r) => ({
      id: r.id,
      logisticsNo: r.logistics_no,
      merchantId: r.merchant_id,
      service: r.service,
      orderNo: r.order_no,
      receiverName: r.receiver_name,
      receiverMobile: r.receiver_mobile,
      storeName: r.store_name,
      address: r.address,
      region: r.region,
      goodsName: r.goods_name,
      declaredValue: r.declared_value,
      lengthCm: Number(r.length_cm),
      widthCm: Number(r.width_cm),
      heightCm: Number(r.height_cm),
      weightKg: Number(r.weight_kg),
      codAmount: r.cod_amount,
      shippingFee: r.shipping_fee,
      pickupFee: r.pickup_fee,
      codFee: r.cod_fee,
      sizeBandCm: r.size_band_cm,
      status: r.status,
      dropOffBy: r.drop_off_by,
      pickupUntil: r.pickup_until,
      nearDeadline:
        (r.status === ShipmentStatus.CREATED && r.drop_off_by <= tomorrow) ||
        (r.status === ShipmentStatus.ARRIVED && r.pickup_until !== null && r.pickup_until <= tomorrow),
      codTradeNo: r.cod_trade_no,
      events: events
        .filter((e) => e.shipment_id === r.id)
        .map((e) => ({ status: e.status, note: e.note, at: new Date(e.at) })),
      createdAt: new Date(r.created_at),
    }));
  }

  async list(ctx: RequestContext, filter: ShipmentFilter = {}): Promise<ShipmentView[]> {
    const where = ['s.member_id = ?'];
    const params: unknown[] = [ownerId(ctx)];
    if (filter.status) {
      where.push('s.status = ?');
      params.push(filter.status);
    }
    if (filter.service) {
      where.push('s.service = ?');
      params.push(filter.service);
    }
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (filter.from && day.test(filter.from)) {
      where.push(`s.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'`);
      params.push(filter.from);
    }
    if (filter.to && day.test(filter.to)) {
      where.push(`s.created_at < ((?::date) + 1)::timestamp at time zone 'Asia/Taipei'`);
      params.push(filter.to);
    }
    const rows = await sqlOf(ctx.em)<ShipmentRow>(
      `${SELECT} where ${where.join(' and ')} order by s.id desc limit 500`,
      params,
    );
    return this.views(ctx.em, rows);
  }

  async get(ctx: RequestContext, id: number): Promise<ShipmentView | null> {
    const rows = await sqlOf(ctx.em)<ShipmentRow>(`${SELECT} where s.id = ? and s.member_id = ?`, [id, ownerId(ctx)]);
    return (await this.views(ctx.em, rows))[0] ?? null;
  }

  /**
   * Moves a parcel along (the carrier's reports; in the sandbox the seller plays the carrier). A store parcel picked
   * up, or a home parcel delivered, with cash on delivery turns into a collected payment (pay type 超商取貨付款 or
   * 宅配貨到付款, its fee the collection fee) that settles 7 or 15 days later; a store parcel not picked up costs
   * the no-show fee (and the B2C return fee), paid from the held funds or owed until they cover it; a shipment not
   * yet dropped off can be cancelled, its fees returned.
   */
  async advance(ctx: RequestContext, id: number, to: ShipmentStatus): Promise<ShipmentPayload> {
    const memberId = ownerId(ctx);
    // In production the carrier's reports move parcels; the seller may only cancel one not yet dropped off.
    if (ctx.config.appEnv === 'production' && to !== ShipmentStatus.CANCELLED)
      return { shipment: null, errors: [fieldError(null, 'NOT_SANDBOX', L.notAllowed)] };
    const error = await moneyTransaction(ctx.em, async (tx) => {
      const sql = sqlOf(tx);
      const [s] = await sql<ShipmentRow>(`select * from shipment where id = ? and member_id = ? for update`, [
        id,
        memberId,
      ]);
      if (!s) return fieldError(null, 'NOT_FOUND', L.notFound);
      const storeOnly =
        to === ShipmentStatus.ARRIVED || to === ShipmentStatus.PICKED_UP || to === ShipmentStatus.RETURNED;
      if (
        !SHIPMENT_STATUS_LIST.canMove(s.status, to) ||
        (storeOnly && isHome(s.service)) ||
        (to === ShipmentStatus.DELIVERED && !isHome(s.service))
      )
        return fieldError(null, 'NOT_ALLOWED', L.notAllowed);
      const now = new Date();
      let pickupUntil: string | null = null;
      if (to === ShipmentStatus.ARRIVED) pickupUntil = addDays(taipeiIsoDay(now), pickupWindowDays(s.service) ?? 0);
      if ((to === ShipmentStatus.PICKED_UP || to === ShipmentStatus.DELIVERED) && s.cod_amount > 0) {
        // The pickup or delivery date is the settlement event (store pickup + 7 days, home delivery + 15 days):
        // charge() confirms a collected payment at once, with the payment rules every channel meets.
        const outcome = await charge(
          tx,
          {
            merchantId: s.merchant_id,
            memberId,
            amount: s.cod_amount,
            itemName: `貨到付款 ${s.goods_name}`,
            merchantOrderNo: s.logistics_no,
            payTypes: [PayType.HOME, PayType.SHIP],
            installments: [],
            buyerMemberId: null,
          },
          { payType: isHome(s.service) ? PayType.HOME : PayType.SHIP, buyerName: s.receiver_name, buyerEmail: '' },
        );
        if (!outcome.ok) return outcome.errors[0] ?? fieldError(null, 'NOT_ALLOWED', L.notAllowed);
        await sql('update shipment set cod_transaction_id = ? where id = ?', [outcome.transactionId, id]);
      }
      // The carrier's return is never refused: a fee the held funds cannot pay yet is owed (return-fee.ts).
      const note = to === ShipmentStatus.RETURNED ? await chargeReturnFee(tx, s) : SHIPMENT_STATUS_LIST.label(to);
      if (to === ShipmentStatus.CANCELLED) {
        await lockMemberAccounts(tx, memberId);
        const refund = s.shipping_fee + s.pickup_fee;
        if (refund > 0)
          await returnShippingFee(tx, { memberId, amount: refund, memo: `取消物流單退還運費 ${s.logistics_no}` });
        if (s.shop_order_id)
          await sql(`update shop_order set status = ?, shipped_at = null where id = ? and status = ?`, [
            OrderStatus.PAID,
            s.shop_order_id,
            OrderStatus.SHIPPED,
          ]);
      }
      await sql(
        `update shipment set status = ?, pickup_until = coalesce(?, pickup_until), updated_at = now() where id = ?`,
        [to, pickupUntil, id],
      );
      await sql('insert into shipment_event (shipment_id, status, note) values (?, ?, ?)', [id, to, note]);
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: `shipment.${SHIPMENT_STATUS_LIST.keyOf(to)?.toLowerCase()}`,
        target: `shipment:${id}`,
        before: { status: s.status },
        after: { status: to },
      });
      return null;
    });
    if (error) return { shipment: null, errors: [error] };
    return { shipment: await this.get(ctx, id), errors: [] };
  }

  // ---- lost claims ---------------------------------------------------------------------------------------------

  private async claimRows(em: EntityManager, where: string, params: unknown[]): Promise<LostClaimView[]> {
    const rows = await sqlOf(em)<{
      id: number;
      logistics_no: string;
      claimed: number;
      capped: number;
      description: string;
      status: 1 | 2 | 3;
      paid: number | null;
      reason: string | null;
      created_at: string;
    }>(
      `select c.*, s.logistics_no from lost_claim c join shipment s on s.id = c.shipment_id where ${where} order by c.id desc`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      logisticsNo: r.logistics_no,
      claimed: r.claimed,
      capped: r.capped,
      description: r.description,
      status: CLAIM_STATUS[r.status],
      paid: r.paid,
      reason: r.reason,
      createdAt: new Date(r.created_at),
    }));
  }

  claims(ctx: RequestContext): Promise<LostClaimView[]> {
    return this.claimRows(ctx.em, 'c.member_id = ?', [ownerId(ctx)]);
  }

  /** A claim for a lost parcel, capped by its service (SPEC §9): at most the declared value and the cap. */
  async claim(ctx: RequestContext, shipmentId: number, amount: number, description: string): Promise<LostClaimPayload> {
    const memberId = ownerId(ctx);
    const [s] = await sqlOf(ctx.em)<{ status: number; service: ServiceKind; declared_value: number }>(
      'select status, service, declared_value from shipment where id = ? and member_id = ?',
      [shipmentId, memberId],
    );
    const errors: FieldError[] = [];
    if (!s) errors.push(fieldError(null, 'NOT_FOUND', L.notFound));
    else if (s.status !== ShipmentStatus.LOST) errors.push(fieldError(null, 'NOT_LOST', L.claimNotLost));
    if (!isIntInRange(amount, { max: Number.MAX_SAFE_INTEGER }))
      errors.push(fieldError('amount', 'INVALID', L.claimAmount));
    if (!description.trim() || !isWithinMax(description, 500))
      errors.push(fieldError('description', 'INVALID', L.claimDescription));
    if (errors.length || !s) return { claim: null, errors };
    const capped = Math.min(amount, s.declared_value, compensationCap(s.service));
    const [row] = await sqlOf(ctx.em)<{ id: number }>(
      `insert into lost_claim (shipment_id, member_id, claimed, capped, description, status) values (?, ?, ?, ?, ?, 1)
       on conflict do nothing returning id`,
      [shipmentId, memberId, amount, capped, description.trim()],
    );
    if (!row) return { claim: null, errors: [fieldError(null, 'EXISTS', L.claimExists)] };
    return { claim: (await this.claimRows(ctx.em, 'c.id = ?', [row.id]))[0] ?? null, errors: [] };
  }

  pendingClaims(ctx: RequestContext): Promise<LostClaimView[]> {
    requireOperator(ctx);
    return this.claimRows(ctx.em, 'c.status = 1', []);
  }

  /** Operators pay a claim (the capped amount, through the ledger, once) or reject it with a reason. */
  async reviewClaim(
    ctx: RequestContext,
    id: number,
    approve: boolean,
    reason: string | null,
  ): Promise<LostClaimPayload> {
    const operator = requireOperator(ctx);
    if (!approve && !(reason ?? '').trim())
      return { claim: null, errors: [fieldError('reason', 'REQUIRED', '請填寫退回原因')] };
    const done = await moneyTransaction(ctx.em, async (tx) => {
      const [c] = await sqlOf(tx)<{ member_id: number; capped: number; logistics_no: string }>(
        `update lost_claim c set status = ?, paid = ?, reason = ?, reviewed_at = now() from shipment s
          where c.id = ? and c.status = 1 and s.id = c.shipment_id returning c.member_id, c.capped, s.logistics_no`,
        [approve ? 2 : 3, null, (reason ?? '').trim() || null, id],
      );
      if (!c) return false;
      if (approve) {
        await sqlOf(tx)('update lost_claim set paid = capped where id = ?', [id]);
        await lockMemberAccounts(tx, c.member_id);
        await payCompensation(tx, { memberId: c.member_id, amount: c.capped, memo: `遺失賠償 ${c.logistics_no}` });
      }
      await writeAudit(tx, {
        memberId: c.member_id,
        actor: operator.id,
        action: approve ? 'lost_claim.pay' : 'lost_claim.reject',
        target: `lost_claim:${id}`,
        after: { amount: approve ? c.capped : 0, reason },
      });
      return true;
    });
    if (!done) return { claim: null, errors: [fieldError(null, 'NOT_FOUND', L.notFound)] };
    return { claim: (await this.claimRows(ctx.em, 'c.id = ?', [id]))[0] ?? null, errors: [] };
  }
}
