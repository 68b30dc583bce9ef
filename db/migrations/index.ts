import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000100_foundation } from './Migration20261122000100_foundation';
import { Migration20261122000200_login_throttle } from './Migration20261122000200_login_throttle';
import { Migration20261122000300_merchant } from './Migration20261122000300_merchant';
import { Migration20261122120100_notices } from './Migration20261122120100_notices';
import { Migration20261122200100_content } from './Migration20261122200100_content';
import { Migration20261122100100_identity } from './Migration20261122100100_identity';
import { Migration20261122100200_member_completion } from './Migration20261122100200_member_completion';
import { Migration20261122100300_notify_settings } from './Migration20261122100300_notify_settings';
import { Migration20261122300100_ledger } from './Migration20261122300100_ledger';
import { Migration20261122300200_money_flow } from './Migration20261122300200_money_flow';
import { Migration20261122300300_refund_reservation } from './Migration20261122300300_refund_reservation';
import { Migration20261122400100_ops_console } from './Migration20261122400100_ops_console';
import { Migration20261123000100_login_hardening } from './Migration20261123000100_login_hardening';
import { Migration20261123900100_ledger_guards } from './Migration20261123900100_ledger_guards';
import { Migration20261124000100_merchant_service_phone } from './Migration20261124000100_merchant_service_phone';
import { Migration20261124200100_storefront } from './Migration20261124200100_storefront';
import { Migration20261124300100_recurring } from './Migration20261124300100_recurring';
import { Migration20261124400100_access_tokens } from './Migration20261124400100_access_tokens';
import { Migration20261124500100_agency } from './Migration20261124500100_agency';
import { Migration20261124600100_logistics } from './Migration20261124600100_logistics';
import { Migration20261125000100_transaction_indexes } from './Migration20261125000100_transaction_indexes';
import { Migration20261125000200_notify_delivery } from './Migration20261125000200_notify_delivery';
import { Migration20261125000300_mobile_barcode } from './Migration20261125000300_mobile_barcode';
import { Migration20261125000400_jko_merchant_no } from './Migration20261125000400_jko_merchant_no';
import { Migration20261125000500_card_methods } from './Migration20261125000500_card_methods';
import { Migration20261125000600_ledger_statement_triggers } from './Migration20261125000600_ledger_statement_triggers';
import { Migration20261126000100_link_quantity } from './Migration20261126000100_link_quantity';
import { Migration20261126000200_transaction_member_cover } from './Migration20261126000200_transaction_member_cover';
import { Migration20261126000300_member_daily_sales } from './Migration20261126000300_member_daily_sales';
import { Migration20261126000400_daily_sales_zero_rows } from './Migration20261126000400_daily_sales_zero_rows';
import { Migration20261126000500_auth_change_notices } from './Migration20261126000500_auth_change_notices';
import { Migration20261127000100_daily_sales_covering_key } from './Migration20261127000100_daily_sales_covering_key';
import { Migration20261127100100_notify_callback_claims } from './Migration20261127100100_notify_callback_claims';
import { Migration20261127120100_store_product_by_product } from './Migration20261127120100_store_product_by_product';
import { Migration20261127185001_ecpay_compatibility } from './Migration20261127185001_ecpay_compatibility';
import { Migration20261127190001_webhooks } from './Migration20261127190001_webhooks';
import { Migration20261127160000_audit_request_id } from './Migration20261127160000_audit_request_id';
import { Migration20261127180001_order_returned } from './Migration20261127180001_order_returned';
import { Migration20261127181001_checkout_shipping } from './Migration20261127181001_checkout_shipping';
import { Migration20261127182001_domain_events } from './Migration20261127182001_domain_events';
import { Migration20261127183001_refund_reason } from './Migration20261127183001_refund_reason';
import { Migration20261127184001_payment_search } from './Migration20261127184001_payment_search';
import { Migration20261128000302_withdrawal_failed } from './Migration20261128000302_withdrawal_failed';
import { Migration20261128000301_one_bank_account } from './Migration20261128000301_one_bank_account';
import { Migration20261127192000_member_write_position } from './Migration20261127192000_member_write_position';
import { Migration20261128000601_operator_tokens } from './Migration20261128000601_operator_tokens';
import { Migration20261128400101_audit_record_member_id } from './Migration20261128400101_audit_record_member_id';
import { Migration20261128500101_posting_account_order } from './Migration20261128500101_posting_account_order';
import { Migration20261128600101_entry_balance_check_by_id } from './Migration20261128600101_entry_balance_check_by_id';
import { Migration20261128600201_settlement_lane_index } from './Migration20261128600201_settlement_lane_index';
import { Migration20261127100200_shipment_fee_owed } from './Migration20261127100200_shipment_fee_owed';
import { Migration20261127100100_subscription_terms } from './Migration20261127100100_subscription_terms';
import { Migration20261127090100_permission_actions } from './Migration20261127090100_permission_actions';
import { Migration20261127090200_purchase_lookups } from './Migration20261127090200_purchase_lookups';
import { Migration20261124100100_contact_email_length } from './Migration20261124100100_contact_email_length';
import { Migration20261128000201_agent_contract_request } from './Migration20261128000201_agent_contract_request';

/** Every migration, in order. Add new ones here so compiled builds and tests load the same list. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000100_foundation', class: Migration20261122000100_foundation },
  { name: 'Migration20261122000200_login_throttle', class: Migration20261122000200_login_throttle },
  { name: 'Migration20261122000300_merchant', class: Migration20261122000300_merchant },
  { name: 'Migration20261122120100_notices', class: Migration20261122120100_notices },
  { name: 'Migration20261122200100_content', class: Migration20261122200100_content },
  { name: 'Migration20261122100100_identity', class: Migration20261122100100_identity },
  { name: 'Migration20261122100200_member_completion', class: Migration20261122100200_member_completion },
  { name: 'Migration20261122100300_notify_settings', class: Migration20261122100300_notify_settings },
  { name: 'Migration20261122300100_ledger', class: Migration20261122300100_ledger },
  { name: 'Migration20261122300200_money_flow', class: Migration20261122300200_money_flow },
  { name: 'Migration20261122300300_refund_reservation', class: Migration20261122300300_refund_reservation },
  { name: 'Migration20261122400100_ops_console', class: Migration20261122400100_ops_console },
  { name: 'Migration20261123000100_login_hardening', class: Migration20261123000100_login_hardening },
  { name: 'Migration20261123900100_ledger_guards', class: Migration20261123900100_ledger_guards },
  { name: 'Migration20261124000100_merchant_service_phone', class: Migration20261124000100_merchant_service_phone },
  { name: 'Migration20261124100100_contact_email_length', class: Migration20261124100100_contact_email_length },
  { name: 'Migration20261124200100_storefront', class: Migration20261124200100_storefront },
  { name: 'Migration20261124300100_recurring', class: Migration20261124300100_recurring },
  { name: 'Migration20261124400100_access_tokens', class: Migration20261124400100_access_tokens },
  { name: 'Migration20261124500100_agency', class: Migration20261124500100_agency },
  { name: 'Migration20261124600100_logistics', class: Migration20261124600100_logistics },
  { name: 'Migration20261125000100_transaction_indexes', class: Migration20261125000100_transaction_indexes },
  { name: 'Migration20261125000200_notify_delivery', class: Migration20261125000200_notify_delivery },
  { name: 'Migration20261125000300_mobile_barcode', class: Migration20261125000300_mobile_barcode },
  { name: 'Migration20261125000400_jko_merchant_no', class: Migration20261125000400_jko_merchant_no },
  { name: 'Migration20261125000500_card_methods', class: Migration20261125000500_card_methods },
  {
    name: 'Migration20261125000600_ledger_statement_triggers',
    class: Migration20261125000600_ledger_statement_triggers,
  },
  { name: 'Migration20261126000100_link_quantity', class: Migration20261126000100_link_quantity },
  {
    name: 'Migration20261126000200_transaction_member_cover',
    class: Migration20261126000200_transaction_member_cover,
  },
  { name: 'Migration20261126000300_member_daily_sales', class: Migration20261126000300_member_daily_sales },
  { name: 'Migration20261126000400_daily_sales_zero_rows', class: Migration20261126000400_daily_sales_zero_rows },
  { name: 'Migration20261126000500_auth_change_notices', class: Migration20261126000500_auth_change_notices },
  {
    name: 'Migration20261127000100_daily_sales_covering_key',
    class: Migration20261127000100_daily_sales_covering_key,
  },
  { name: 'Migration20261127090100_permission_actions', class: Migration20261127090100_permission_actions },
  { name: 'Migration20261127090200_purchase_lookups', class: Migration20261127090200_purchase_lookups },
  { name: 'Migration20261127100100_notify_callback_claims', class: Migration20261127100100_notify_callback_claims },
  { name: 'Migration20261127100100_subscription_terms', class: Migration20261127100100_subscription_terms },
  { name: 'Migration20261127100200_shipment_fee_owed', class: Migration20261127100200_shipment_fee_owed },
  {
    name: 'Migration20261127120100_store_product_by_product',
    class: Migration20261127120100_store_product_by_product,
  },
  { name: 'Migration20261127160000_audit_request_id', class: Migration20261127160000_audit_request_id },
  { name: 'Migration20261127180001_order_returned', class: Migration20261127180001_order_returned },
  { name: 'Migration20261127181001_checkout_shipping', class: Migration20261127181001_checkout_shipping },
  { name: 'Migration20261127182001_domain_events', class: Migration20261127182001_domain_events },
  { name: 'Migration20261127183001_refund_reason', class: Migration20261127183001_refund_reason },
  { name: 'Migration20261127184001_payment_search', class: Migration20261127184001_payment_search },
  { name: 'Migration20261127185001_ecpay_compatibility', class: Migration20261127185001_ecpay_compatibility },
  { name: 'Migration20261127190001_webhooks', class: Migration20261127190001_webhooks },
  { name: 'Migration20261127192000_member_write_position', class: Migration20261127192000_member_write_position },
  {
    name: 'Migration20261128000201_agent_contract_request',
    class: Migration20261128000201_agent_contract_request,
  },
  { name: 'Migration20261128000301_one_bank_account', class: Migration20261128000301_one_bank_account },
  { name: 'Migration20261128000302_withdrawal_failed', class: Migration20261128000302_withdrawal_failed },
  { name: 'Migration20261128000601_operator_tokens', class: Migration20261128000601_operator_tokens },
  { name: 'Migration20261128400101_audit_record_member_id', class: Migration20261128400101_audit_record_member_id },
  { name: 'Migration20261128500101_posting_account_order', class: Migration20261128500101_posting_account_order },
  {
    name: 'Migration20261128600101_entry_balance_check_by_id',
    class: Migration20261128600101_entry_balance_check_by_id,
  },
  { name: 'Migration20261128600201_settlement_lane_index', class: Migration20261128600201_settlement_lane_index },
];
