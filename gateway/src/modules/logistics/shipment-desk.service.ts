import { DateRange, openRange } from '../../schema/date-range';
import { DAY_MESSAGE } from '../../schema/calendar';
import { isCalendarDay } from '@paydesk/shared/taiwan-time';
import { isWithinMax } from '@paydesk/shared/generic-rules';
import {
  LOGISTICS_MESSAGES as L,
  SHIPPING_TYPE_CODES,
  ShipmentStatus,
  shipmentEditPage,
  type ShippingService,
} from '@paydesk/shared/shipment-statuses';
import { VALIDATION_MESSAGES as M } from '@paydesk/shared/validation-rules';
import { assertGuard, ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import { VALIDATORS as V } from '../../core/validation/validators';
import { actorOf, writeAudit } from '../audit';
import type { ServiceKind } from '../reference';
import type { ShipmentEditInput, ShipmentFilter, ShipmentPage, ShipmentPayload } from './logistics.types';
import { isFrozen, isHome } from './quote';
import { SHIPMENT_SELECT, shipmentViews, type ShipmentRow } from './shipment-views';
import { parcelsCopySql } from './parcel-csv';
import type { CsvFormat } from '@paydesk/shared/csv-exports';

export const SHIPMENT_PAGE_SIZE_MAX = 100;

/**
 * A filter's SQL over SHIPMENT_SELECT (s: the shipment, c: its store, o: its order) and the days it covers (every
 * parcel when no range is given, said as openRange's days); an invalid filter is refused, a malformed day too (a
 * REST query string is not checked by the Date scalar).
 */
export function shipmentWhere(
  memberId: number,
  filter: ShipmentFilter,
): { where: string; params: unknown[]; range: DateRange } | { error: FieldError } {
  const where = ['s.member_id = ?'];
  const params: unknown[] = [memberId];
  const add = (clause: string, ...values: unknown[]) => {
    where.push(clause);
    params.push(...values);
  };
  if (filter.status) add('s.status = ?', filter.status);
  if (filter.service) {
    if (!(filter.service in SHIPPING_TYPE_CODES)) return { error: fieldError('service', 'INVALID', L.services) };
    add('s.service = ?', filter.service);
  }
  for (const side of ['from', 'to'] as const) {
    const day = filter[side];
    if (day && !isCalendarDay(day)) return { error: fieldError(side, 'INVALID', DAY_MESSAGE) };
  }
  const range = openRange(filter.from, filter.to);
  add(`s.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'`, range.from);
  add(`s.created_at < ((?::date) + 1)::timestamp at time zone 'Asia/Taipei'`, range.to);
  const no = (filter.logisticsNo ?? '').trim();
  if (no) {
    // SPEC §5: a logistics number is up to 20 letters or digits, wherever one is typed (the shared rule).
    const problem = V.logisticsNo(no);
    if (problem) return { error: fieldError('logisticsNo', 'INVALID', problem) };
    add('upper(s.logistics_no) = upper(?)', no);
  }
  const keyword = (filter.keyword ?? '').trim();
  if (keyword) {
    if (!isWithinMax(keyword, 50)) return { error: fieldError('keyword', 'TOO_LONG', M.formInvalid) };
    const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
    add('(s.receiver_name ilike ? or s.receiver_mobile = ? or o.order_no = ?)', like, keyword, keyword);
  }
  return { where: where.join(' and '), params, range };
}

/**
 * The parcel desk (SPEC §2.3 物流明細 and the edit-normal|frz|home pages): the paged, filtered parcel list, the rows of
 * its CSV, and the edit of what can still change before the parcel is dropped off.
 */
export class ShipmentDeskService {
  async page(ctx: RequestContext, filter: ShipmentFilter, page: number, pageSize: number): Promise<ShipmentPage> {
    const size = Math.min(Math.max(Math.trunc(pageSize) || 20, 1), SHIPMENT_PAGE_SIZE_MAX);
    const at = Math.max(Math.trunc(page) || 1, 1);
    const built = shipmentWhere(ownerId(ctx), filter);
    if ('error' in built) return { rows: [], total: 0, page: at, pageSize: size, range: openRange(null, null) };
    const sql = sqlOf(ctx.em);
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from shipment s left join shop_order o on o.id = s.shop_order_id where ${built.where}`,
      built.params,
    );
    const rows = await sql<ShipmentRow>(`${SHIPMENT_SELECT} where ${built.where} order by s.id desc limit ? offset ?`, [
      ...built.params,
      size,
      (at - 1) * size,
    ]);
    return {
      rows: await shipmentViews(ctx.em, rows),
      total: count?.n ?? 0,
      page: at,
      pageSize: size,
      range: built.range,
    };
  }

  /**
   * The parcel export's COPY for the filter (every parcel it matches, no cap) and the days it covers, which name
   * the file; or the filter's error.
   */
  exportCopySql(
    ctx: RequestContext,
    filter: ShipmentFilter,
    format: CsvFormat,
  ): { sql: string; range: DateRange } | { error: FieldError } {
    const built = shipmentWhere(ownerId(ctx), filter);
    return 'error' in built ? built : { sql: parcelsCopySql(built.where, built.params, format), range: built.range };
  }

  /** The parcels the filter matches, newest first, at most `limit`; the filter's error when it is refused. */
  async rows(ctx: RequestContext, filter: ShipmentFilter, limit: number) {
    const built = shipmentWhere(ownerId(ctx), filter);
    if ('error' in built) return built;
    const rows = await sqlOf(ctx.em)<ShipmentRow>(
      `${SHIPMENT_SELECT} where ${built.where} order by s.id desc limit ?`,
      [...built.params, limit],
    );
    return { rows: await shipmentViews(ctx.em, rows) };
  }

  /**
   * Edits a parcel not yet dropped off (status 待寄件): receiver, pickup store or address, goods name. What sets its
   * fee (service, size, weight, region, cash on delivery) stays; once the carrier has it, nothing changes.
   * `goodsType` is the shipping type code of the page's URL: a parcel of another type is refused.
   */
  async update(ctx: RequestContext, id: number, goodsType: string, input: ShipmentEditInput): Promise<ShipmentPayload> {
    const memberId = ownerId(ctx);
    const fail = (errors: FieldError[]): ShipmentPayload => ({ shipment: null, errors });
    return ctx.em.transactional(async (tx) => {
      const tsql = sqlOf(tx);
      const [s] = await tsql<ShipmentRow>('select * from shipment where id = ? and member_id = ? for update', [
        id,
        memberId,
      ]);
      if (!s) return fail([fieldError(null, 'NOT_FOUND', L.notFound)]);
      if (SHIPPING_TYPE_CODES[s.service as ShippingService] !== goodsType)
        return fail([fieldError(null, 'GOODS_TYPE', L.goodsTypeMismatch)]);
      // The edit page's own key (shipping_edit_normal|frz|home), for assistants too.
      assertGuard(
        { permission: { key: `shipping_edit_${shipmentEditPage(s.service as ShippingService)}` } },
        ctx.viewer,
      );
      if (s.status !== ShipmentStatus.CREATED) return fail([fieldError(null, 'NOT_EDITABLE', L.notEditable)]);
      const service = s.service as ServiceKind;
      const errors = fieldErrorsOf([
        ['receiverName', V.userName(input.receiverName)],
        ['receiverMobile', V.mobile(input.receiverMobile)],
      ]);
      if (!input.goodsName.trim() || !isWithinMax(input.goodsName, 60))
        errors.push(fieldError('goodsName', 'INVALID', L.goodsName));
      let storeCode: string | null = null;
      let address = '';
      if (isHome(service)) {
        address = (input.address ?? '').trim();
        if (!address || !isWithinMax(address, 100)) errors.push(fieldError('address', 'REQUIRED', L.address2));
      } else {
        storeCode = (input.storeCode ?? '').trim();
        const [store] = storeCode
          ? await tsql<{ frozen: boolean }>('select frozen from convenience_store where code = ?', [storeCode])
          : [];
        if (!store) errors.push(fieldError('storeCode', 'REQUIRED', L.store));
        else if (isFrozen(service) && !store.frozen) errors.push(fieldError('storeCode', 'NO_FROZEN', L.storeNoFrozen));
      }
      if (errors.length) return fail(errors);
      const after = {
        receiverName: input.receiverName.trim(),
        receiverMobile: input.receiverMobile.trim(),
        storeCode,
        address,
        goodsName: input.goodsName.trim(),
      };
      await tsql(
        `update shipment set receiver_name = ?, receiver_mobile = ?, store_code = ?, address = ?, goods_name = ?,
           updated_at = now() where id = ?`,
        [after.receiverName, after.receiverMobile, storeCode, address, after.goodsName, id],
      );
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'shipment.update',
        target: `shipment:${id}`,
        before: {
          receiverName: s.receiver_name,
          receiverMobile: s.receiver_mobile,
          address: s.address,
          goodsName: s.goods_name,
        },
        after,
      });
      const rows = await tsql<ShipmentRow>(`${SHIPMENT_SELECT} where s.id = ?`, [id]);
      return { shipment: (await shipmentViews(tx, rows))[0] ?? null, errors: [] };
    });
  }
}
