import { AGENT_CONTRACT_STATE_LIST, AGENT_CONTRACT_STATUS_LIST, AGENT_PARTNER_STATUS_LIST } from './agency-statuses';
import { BANK_ACCOUNT_STATE_LIST } from './bank-account-states';
import { CALLBACK_STATUS_LIST } from './callback-statuses';
import { DELIVERY_METHOD_LIST } from './delivery-methods';
import { JKO_STATUS_LIST } from './jko-statuses';
import { LOGISTICS_APPLICATION_STATUS_LIST, LOST_CLAIM_STATUS_LIST } from './logistics-statuses';
import { MEMBER_STATUS_LIST } from './member-statuses';
import { MEMBER_TYPE_LIST } from './member-types';
import { MERCHANT_STATUS_LIST } from './merchant-statuses';
import { ESCROW_TYPE_LIST, GOODS_PAY_TYPE_LIST, MERCHANT_TYPE_LIST } from './merchant-types';
import { ORDER_STATUS_LIST } from './order-statuses';
import { PAY_TYPE_LIST } from './pay-types';
import { REFUND_REASON_LIST } from './refund-reasons';
import { PERIOD_CYCLE_LIST, SUBSCRIPTION_STATUS_LIST } from './period-rules';
import { SELL_TYPE_LIST } from './sell-types';
import { SHIPMENT_STATUS_LIST } from './shipment-statuses';
import { TRANSACTION_STATUS_LIST } from './transaction-statuses';
import { WITHDRAWAL_STATUS_LIST } from './withdrawal-statuses';

/**
 * Every code list the contract carries as an enum: the gateway registers each one, a test walks them all.
 * (Refund statuses stay inside the gateway: no answer carries them yet.)
 */
export const CODE_LISTS = [
  MEMBER_TYPE_LIST,
  MEMBER_STATUS_LIST,
  MERCHANT_STATUS_LIST,
  MERCHANT_TYPE_LIST,
  GOODS_PAY_TYPE_LIST,
  ESCROW_TYPE_LIST,
  JKO_STATUS_LIST,
  PAY_TYPE_LIST,
  TRANSACTION_STATUS_LIST,
  WITHDRAWAL_STATUS_LIST,
  BANK_ACCOUNT_STATE_LIST,
  ORDER_STATUS_LIST,
  DELIVERY_METHOD_LIST,
  PERIOD_CYCLE_LIST,
  SUBSCRIPTION_STATUS_LIST,
  SHIPMENT_STATUS_LIST,
  CALLBACK_STATUS_LIST,
  AGENT_PARTNER_STATUS_LIST,
  AGENT_CONTRACT_STATUS_LIST,
  AGENT_CONTRACT_STATE_LIST,
  LOGISTICS_APPLICATION_STATUS_LIST,
  LOST_CLAIM_STATUS_LIST,
  SELL_TYPE_LIST,
  REFUND_REASON_LIST,
] as const;
