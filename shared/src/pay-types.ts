import { codeList } from './code-list';

/** SPEC §3 payment type codes with their zh-TW labels. */
export const PAY_TYPE_LIST = codeList('PayType', [
  { key: 'CREDIT', code: 1, label: '信用卡', tone: 'neutral' },
  { key: 'ATM', code: 2, label: 'ATM 轉帳', tone: 'neutral' },
  { key: 'CVS', code: 3, label: '超商代碼', tone: 'neutral' },
  { key: 'SHIP', code: 5, label: '超商取貨付款', tone: 'neutral' },
  { key: 'ICASH', code: 6, label: 'icash Pay', tone: 'neutral' },
  { key: 'AFTEE', code: 7, label: 'AFTEE 先享後付', tone: 'neutral' },
  { key: 'REFUND', code: 8, label: '退貨收款', tone: 'neutral' },
  { key: 'LINEPAY', code: 9, label: 'LINE Pay', tone: 'neutral' },
  { key: 'HOME', code: 10, label: '宅配貨到付款', tone: 'neutral' },
  { key: 'JKOPAY', code: 11, label: '街口支付', tone: 'neutral' },
  { key: 'SHIPFEE', code: 99, label: '運費', tone: 'neutral' },
]);

export const PayType = PAY_TYPE_LIST.values;
export type PayType = (typeof PayType)[keyof typeof PayType];

/** The zh-TW label of a pay type code ('其他' for a code outside SPEC §3). */
export function payTypeLabel(code: number): string {
  return PAY_TYPE_LIST.byCode(code)?.label ?? '其他';
}

/**
 * SPEC §3: the payment type list is built from a configuration — CREDIT, the OFFLINE group's entries and the
 * OTHER group's entries — plus the fixed extras SHIP, REFUND, SHIPFEE and HOME (logistics money, never switched on
 * a shop). The gateway reads the groups from PAY_TYPES_OFFLINE / PAY_TYPES_OTHER and serves the built list in the
 * `reference` query; shop settings, checkouts and filters read that list, so a type the platform switches off
 * disappears everywhere at once.
 */
export type PayTypeGroup = 'CREDIT' | 'OFFLINE' | 'OTHER' | 'FIXED';
export type PayTypeKey = (typeof PAY_TYPE_LIST.entries)[number]['key'];

/** Which keys each configurable group may hold. */
export const PAY_TYPE_GROUP_CANDIDATES = {
  OFFLINE: ['ATM', 'CVS'],
  OTHER: ['ICASH', 'AFTEE', 'LINEPAY', 'JKOPAY'],
} as const satisfies Record<'OFFLINE' | 'OTHER', readonly PayTypeKey[]>;

export interface PayTypeConfig {
  OFFLINE: readonly PayTypeKey[];
  OTHER: readonly PayTypeKey[];
}

/** Everything on: the configuration when none is given. */
export const DEFAULT_PAY_TYPE_CONFIG: PayTypeConfig = {
  OFFLINE: PAY_TYPE_GROUP_CANDIDATES.OFFLINE,
  OTHER: PAY_TYPE_GROUP_CANDIDATES.OTHER,
};

const FIXED_EXTRAS: readonly PayTypeKey[] = ['SHIP', 'REFUND', 'SHIPFEE', 'HOME'];

export interface BuiltPayType {
  code: PayType;
  key: PayTypeKey;
  label: string;
  group: PayTypeGroup;
  /** A shop's PaymentSwitch may hold it (every group but the fixed logistics extras). */
  switchable: boolean;
}

/** The SPEC §3 list in its order: CREDIT, the configured OFFLINE and OTHER entries, then the fixed extras. */
export function buildPayTypeList(config: PayTypeConfig = DEFAULT_PAY_TYPE_CONFIG): BuiltPayType[] {
  const entry = (key: PayTypeKey, group: PayTypeGroup): BuiltPayType => {
    const e = PAY_TYPE_LIST.byKey(key);
    if (!e) throw new Error(`unknown pay type ${key}`);
    return { code: e.code, key, label: e.label, group, switchable: group !== 'FIXED' };
  };
  return [
    entry('CREDIT', 'CREDIT'),
    ...config.OFFLINE.map((k) => entry(k, 'OFFLINE')),
    ...config.OTHER.map((k) => entry(k, 'OTHER')),
    ...FIXED_EXTRAS.map((k) => entry(k, 'FIXED')),
  ];
}

/**
 * A group's configured entries from a comma-separated setting ('ATM,CVS'); undefined keeps every candidate, an
 * empty string none. Throws on a key the group cannot hold or a repeated one.
 */
export function parsePayTypeGroup(group: 'OFFLINE' | 'OTHER', value: string | undefined): readonly PayTypeKey[] {
  if (value === undefined) return PAY_TYPE_GROUP_CANDIDATES[group];
  const keys = value
    .split(',')
    .map((k) => k.trim().toUpperCase())
    .filter(Boolean);
  const candidates: readonly string[] = PAY_TYPE_GROUP_CANDIDATES[group];
  const bad = keys.find((k, i) => !candidates.includes(k) || keys.indexOf(k) !== i);
  if (bad) throw new Error(`PAY_TYPES_${group} may list ${candidates.join(', ')} once each (got "${bad}")`);
  return keys as PayTypeKey[];
}

/** Pay types a shop's PaymentSwitch may hold under the default configuration (everything but logistics money). */
export const SWITCHABLE_PAY_TYPES: readonly PayType[] = buildPayTypeList()
  .filter((t) => t.switchable)
  .map((t) => t.code);

/**
 * SPEC §3 alternate display mapping: how a payment reads where SPEC speaks those codes (the REST layer's allowed pay
 * types and the CSV's payment class column). A card payment in instalments reads Inst, a foreign card ForeignCard,
 * the wallets ICASH; BARCODE is the store barcode, which no checkout issues yet.
 */
export const PAYMENT_DISPLAY_LIST = codeList('PaymentDisplay', [
  { key: 'CREDIT', code: 1, label: '信用卡', tone: 'neutral' },
  { key: 'ATM', code: 2, label: 'ATM 轉帳', tone: 'neutral' },
  { key: 'BARCODE', code: 3, label: '超商條碼', tone: 'neutral' },
  { key: 'CVS', code: 4, label: '超商代碼', tone: 'neutral' },
  { key: 'Inst', code: 5, label: '信用卡分期', tone: 'neutral' },
  { key: 'ForeignCard', code: 6, label: '國外信用卡', tone: 'neutral' },
  { key: 'ICASH', code: 7, label: '電子支付', tone: 'neutral' },
]);
export type PaymentDisplay = (typeof PAYMENT_DISPLAY_LIST.entries)[number]['key'];

/** The display code of one payment; null for types the mapping does not name (AFTEE, logistics money). */
export function paymentDisplayOf(p: {
  payType: number;
  installments?: number | null;
  foreignCard?: boolean;
}): PaymentDisplay | null {
  switch (p.payType) {
    case PayType.CREDIT:
      if ((p.installments ?? 1) > 1) return 'Inst';
      return p.foreignCard ? 'ForeignCard' : 'CREDIT';
    case PayType.ATM:
      return 'ATM';
    case PayType.CVS:
      return 'CVS';
    case PayType.ICASH:
    case PayType.LINEPAY:
    case PayType.JKOPAY:
      return 'ICASH';
    default:
      return null;
  }
}

/** The display codes a set of allowed pay types can produce (get_setting_list's derived allowed types). */
export function displaysOfPayTypes(payTypes: readonly number[]): PaymentDisplay[] {
  const out = new Set<PaymentDisplay>();
  for (const payType of payTypes) {
    const plain = paymentDisplayOf({ payType });
    if (plain) out.add(plain);
    if (payType === PayType.CREDIT) out.add('Inst').add('ForeignCard');
  }
  return PAYMENT_DISPLAY_LIST.entries.map((e) => e.key).filter((k) => out.has(k));
}
