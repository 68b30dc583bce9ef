import { openRange } from '../../schema/date-range';
import { isIntInRange, isWithinMax } from '@paydesk/shared/generic-rules';
import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatMoney } from '@paydesk/shared/money';
import { LogisticsApplicationStatus, LostClaimStatus } from '@paydesk/shared/logistics-statuses';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import {
  HOME_REGION_LABELS,
  LOGISTICS_MESSAGES as L,
  SHIPMENT_STATUS_LIST,
  SHIPPING_SERVICE_LABELS,
  ShipmentStatus,
} from '@paydesk/shared/shipment-statuses';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { assertGuard, ownerId } from '../../core/auth/access';
import { afterClause, pageFrom, pageRequest, refusedPage, type PageArgs } from '../../core/paging';
import type { RequestContext } from '../../core/context';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import { VALIDATORS as V } from '../../core/validation/validators';
import { actorOf, writeAudit } from '../audit';
import { returnShippingFee, lockMemberAccounts } from '../ledger';
import { charge } from '../payments';
import { lockOrder, lockOrderForParcel, orderFollowsParcel, orderParcelDraft } from '../shop';
import type { HomeRegion, ServiceKind } from '../reference';
import type {
  ConvenienceStoreView,
  ShipmentDraftView,
  ShipmentFilter,
  ShipmentListPage,
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
import { cancelledFeeRefund, chargeReturnFee, feeWay, payLabelFee } from './return-fee';
import { SHIPMENT_SELECT, shipmentViews, type ShipmentRow } from './shipment-views';
import { publishParcelEvent } from './parcel-events';

const SERVICES = Object.keys(SHIPPING_SERVICE_LABELS) as ServiceKind[];
const groupOf = (s: ServiceKind) => (isHome(s) ? 'HOME' : isB2c(s) ? 'B2C' : 'C2C');
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Shipments (SPEC §2.3 /auth/shipping/*): stores, quotes, parcels with their fees through the ledger, and their moves.
 * Applications and lost claims have their own services (logistics-applications.service.ts, lost-claims.service.ts).
 */
/** Pickup stores one search answers at most (a store list, not a directory: a narrower keyword finds the rest). */
export const STORE_SEARCH_LIMIT = 50;

export class LogisticsService {
  // ---- stores and quotes ---------------------------------------------------------------------------------------

  async stores(ctx: RequestContext, keyword: string, frozenOnly: boolean): Promise<ConvenienceStoreView[]> {
    const q = `%${keyword.trim().replace(/[\\%_]/g, '\\$&')}%`;
    return sqlOf(ctx.em)<ConvenienceStoreView>(
      `select code, chain, name, address, frozen from convenience_store
        where (name ilike ? or address ilike ? or code = ?) and (not ? or frozen) order by chain, code limit ?`,
      [q, q, keyword.trim(), frozenOnly, STORE_SEARCH_LIMIT],
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
         where a.merchant_id = ? and a.member_id = ? and a.status = ? and ? = any(a.services) and m.status = ?) as ok`,
      [input.merchantId, memberId, LogisticsApplicationStatus.APPROVED, groupOf(service), MerchantStatus.ACTIVE],
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

  /** A store order of the member's as a parcel draft (出貨 on the order opens the create form with it). */
  async draftForOrder(ctx: RequestContext, orderNo: string): Promise<ShipmentDraftView | null> {
    const d = await orderParcelDraft(ctx.em, ownerId(ctx), orderNo);
    if (!d) return null;
    const { orderId: _orderId, status, parcel, lastPackage, ...fields } = d;
    return {
      ...fields,
      ...(lastPackage ?? { lengthCm: null, widthCm: null, heightCm: null, weightKg: null }),
      orderStatus: status,
      shipmentId: parcel?.id ?? null,
      logisticsNo: parcel?.logisticsNo ?? null,
    };
  }

  /**
   * Creates a shipment: every rule checked first (nothing is created on a refusal), then in one money transaction
   * a logistics number is drawn and the fees (shipping and frozen pickup) come out of the held funds or are owed
   * against the money in trust (return-fee.ts). A paid storefront order can be shipped in the same step.
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
      if (input.orderNo?.trim()) {
        // The order (and its products) are locked before the ledger, the storefront's lock order.
        const shippable = await lockOrderForParcel(tx, memberId, input.orderNo);
        if (!shippable.ok)
          return {
            error:
              shippable.reason === 'HAS_PARCEL'
                ? fieldError('orderNo', 'HAS_PARCEL', L.orderHasParcel(shippable.logisticsNo ?? ''))
                : shippable.reason === 'NOT_FOUND'
                  ? fieldError('orderNo', 'NOT_FOUND', L.orderNotFound)
                  : fieldError('orderNo', 'NOT_PAID', L.orderNotPaid),
          };
        orderId = shippable.orderId;
      }
      await lockMemberAccounts(tx, memberId);
      const q = quote(parcel, (await this.frozenB2cToday(tx, memberId)) + 1);
      const due = q.shippingFee + q.pickupFee;
      // From the held funds, else owed against the money in trust (ADR 0039); refused beyond both.
      const way = await feeWay(tx, memberId, due, { mayExceedTrust: false });
      if (!way) return { error: fieldError(null, 'FUNDS', L.funds(formatMoney(due))) };
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
      await payLabelFee(tx, {
        memberId,
        shipmentId: id,
        amount: due,
        way,
        serviceLabel: SHIPPING_SERVICE_LABELS[parcel.service],
      });
      if (orderId)
        await orderFollowsParcel(tx, orderId, ShipmentStatus.CREATED, { memberId, actor: actorOf(ctx.viewer) });
      await publishParcelEvent(tx, id);
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

  /** One keyset page of the seller's parcels with filters, newest first, with the range it covered. */
  async list(ctx: RequestContext, filter: ShipmentFilter, paging: PageArgs): Promise<ShipmentListPage> {
    const asked = { from: filter.from ?? null, to: filter.to ?? null };
    const range = openRange(filter.from, filter.to);
    const req = pageRequest(paging);
    if (req.errors.length) return { ...refusedPage(req.errors), ...asked, range };
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
    if (filter.claimable) {
      // The claim form's choices: the server knows every claim, where the client sees only the pages it loaded.
      where.push(
        `s.status = ? and not exists (select 1 from lost_claim c where c.shipment_id = s.id and c.status in (?, ?))`,
      );
      params.push(ShipmentStatus.LOST, LostClaimStatus.PENDING, LostClaimStatus.PAID);
    }
    where.push(`s.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'`);
    where.push(`s.created_at < ((?::date) + 1)::timestamp at time zone 'Asia/Taipei'`);
    params.push(range.from, range.to);
    const after = afterClause(req, 's.id');
    where.push(after.sql);
    params.push(...after.params, req.limit);
    const rows = await sqlOf(ctx.em)<ShipmentRow>(
      `${SHIPMENT_SELECT} where ${where.join(' and ')} order by s.id desc limit ?`,
      params,
    );
    const page = pageFrom(
      rows,
      req,
      (r) => ({ id: Number(r.id), at: null }),
      (r) => r,
    );
    return { ...page, items: await shipmentViews(ctx.em, page.items), ...asked, range };
  }

  async get(ctx: RequestContext, id: number): Promise<ShipmentView | null> {
    const rows = await sqlOf(ctx.em)<ShipmentRow>(`${SHIPMENT_SELECT} where s.id = ? and s.member_id = ?`, [
      id,
      ownerId(ctx),
    ]);
    return (await shipmentViews(ctx.em, rows))[0] ?? null;
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
      // The order the parcel ships follows it: its row (and products) locked now, before any money moves.
      if (s.shop_order_id) await lockOrder(tx, { id: s.shop_order_id });
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
        const refund = await cancelledFeeRefund(tx, { id, fees: s.shipping_fee + s.pickup_fee });
        if (refund > 0)
          await returnShippingFee(tx, { memberId, amount: refund, memo: `取消物流單退還運費 ${s.logistics_no}` });
      }
      if (s.shop_order_id) await orderFollowsParcel(tx, s.shop_order_id, to, { memberId, actor: actorOf(ctx.viewer) });
      await sql(
        `update shipment set status = ?, pickup_until = coalesce(?, pickup_until), updated_at = now() where id = ?`,
        [to, pickupUntil, id],
      );
      await sql('insert into shipment_event (shipment_id, status, note) values (?, ?, ?)', [id, to, note]);
      await publishParcelEvent(tx, id);
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
}
