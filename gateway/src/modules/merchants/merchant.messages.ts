import { GENERIC_RULE_MESSAGES } from '@paydesk/shared/generic-rules';

/** zh-TW messages of shop forms and reviews. */
export const MERCHANT_MESSAGES = {
  nameRequired: '請輸入商店名稱',
  nameTooLong: '商店名稱不可超過 60 字',
  badChoice: '請選擇有效的選項',
  badUrl: GENERIC_RULE_MESSAGES.url,
  notFound: '查無此商店',
  badSwitch: '付款方式設定錯誤',
  jkoNotActive: '商店啟用後才能申請街口支付',
  jkoApplied: '已送出街口支付申請',
  jkoNotPending: '此商店沒有審核中的街口支付申請',
} as const;
