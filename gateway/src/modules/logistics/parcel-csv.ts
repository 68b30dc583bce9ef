import { inlineParams } from '../../core/database/copy-out';
import {
  codeListSql,
  copyCsvSql,
  csvSelectSql,
  textLabelSql,
  wordCodeSql,
  type CsvExprs,
} from '../../core/database/csv-sql';
import { CSV_EXPORTS, type CsvFormat } from '@paydesk/shared/csv-exports';
import { SHIPMENT_STATUS_LIST, SHIPPING_SERVICE_LABELS, SHIPPING_TYPE_CODES } from '@paydesk/shared/shipment-statuses';

const COLUMNS = CSV_EXPORTS.parcels.columns;

/** Each column over SHIPMENT_SELECT's tables (s: the shipment, c: its pickup store, o: its order). */
const EXPRS: CsvExprs<'parcels'> = {
  logistics_no: 's.logistics_no',
  shipping_type: textLabelSql('s.service', SHIPPING_TYPE_CODES),
  service: wordCodeSql('s.service', SHIPPING_SERVICE_LABELS),
  status: codeListSql('s.status', SHIPMENT_STATUS_LIST.entries, (code) => SHIPMENT_STATUS_LIST.label(code)),
  order_no: 'o.order_no',
  receiver_name: 's.receiver_name',
  receiver_mobile: 's.receiver_mobile',
  // A pickup store as 「name（code）」, else the home address, as the parcel page shows it.
  store_or_address: `(case when c.name is not null then c.name || '（' || coalesce(s.store_code, '') || '）' else s.address end)`,
  goods_name: 's.goods_name',
  declared_value: 's.declared_value',
  cod_amount: 's.cod_amount',
  shipping_fee: 's.shipping_fee + s.pickup_fee',
  drop_off_by: 's.drop_off_by',
  created_at: 's.created_at',
};

const FROM = `from shipment s left join convenience_store c on c.code = s.store_code
  left join shop_order o on o.id = s.shop_order_id`;

const SELECT = {
  excel: `select ${csvSelectSql(COLUMNS, EXPRS, 'excel')} ${FROM}`,
  raw: `select ${csvSelectSql(COLUMNS, EXPRS, 'raw')} ${FROM}`,
};

/** The parcel export as one COPY: every parcel shipmentWhere's filter matches (no cap), newest first. */
export function parcelsCopySql(where: string, params: readonly unknown[], format: CsvFormat): string {
  return copyCsvSql(`${SELECT[format]} where ${inlineParams(where, params)} order by s.id desc`);
}
