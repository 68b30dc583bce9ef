import { MERCHANT_STATUS_LIST, MerchantStatus } from '@paydesk/shared/merchant-statuses';
import type { Merchant } from './merchant.entity';
import { BUSINESS_TYPES } from './merchant-settings';
import type { MerchantView } from './merchant.types';

/** A shop as the contract shows it, its status named by the shared list. */
export function merchantView(m: Merchant): MerchantView {
  return {
    id: m.id,
    name: m.name,
    status: m.status,
    statusLabel: MERCHANT_STATUS_LIST.label(m.status),
    statusColor: MERCHANT_STATUS_LIST.tone(m.status),
    merType: m.merType,
    sellType: Number(m.sellType),
    goodsPayType: m.goodsPayType,
    escrowType: m.escrowType,
    website: m.website ?? null,
    serviceAreaCode: m.serviceAreaCode ?? null,
    serviceTel: m.serviceTel ?? null,
    serviceExt: m.serviceExt ?? null,
    businessTypeId: m.businessTypeId ?? null,
    businessTypeName: m.businessTypeId ? (BUSINESS_TYPES[m.businessTypeId]?.Name ?? null) : null,
    paymentSwitch: m.paymentSwitch.map(Number),
    cardMethods: m.cardMethods,
    reviewReason: m.reviewReason ?? null,
    jkoStatus: m.jkoStatus,
    jkoReason: m.jkoReason ?? null,
    jkoMerchantNo: m.jkoMerchantNo ?? null,
    canCollect: m.status === MerchantStatus.ACTIVE,
    createdAt: m.createdAt,
  };
}
