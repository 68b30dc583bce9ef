import { formatAmount } from '@paydesk/shared/money';
/** SPEC §9 notice constants and zh-TW copy shared by GraphQL and REST. */
export const PROVIDER_TRANSFER_DATE = '2025-09-01';
export const TAX_THRESHOLDS_2025 = { goods: 100_000, services: 50_000 } as const;

/** notice_acceptance keys. */
export const NOTICE_KEYS = {
  providerMember: 'provider_member',
  providerPlatform: 'provider_platform',
  tax: 'tax_2025',
} as const;

export const NOTICE_TEXT = {
  providerMember:
    '<p>親愛的會員您好：</p><p>PayDesk 金流服務自 <strong>2025-09-01</strong> 起由承接公司「寶迪斯數位金融股份有限公司」繼續提供，服務內容、收款方式與價金保管帳戶餘額不受影響。</p><p>請詳閱並同意新的服務條款後繼續使用。</p>',
  providerPlatform:
    '<p>親愛的代理商您好：</p><p>代理商合約與分潤服務自 <strong>2025-09-01</strong> 起由承接公司「寶迪斯數位金融股份有限公司」承受，合作商店與分潤計算方式不變。</p><p>請詳閱並同意後繼續使用代理商專區。</p>',
  tax: `<p>依財政部 2025 年起之規定，透過網路銷售之個人賣家，每月銷售額達<strong>銷售貨物 ${formatAmount(TAX_THRESHOLDS_2025.goods)} 元</strong>或<strong>銷售勞務 ${formatAmount(TAX_THRESHOLDS_2025.services)} 元</strong>者，應辦理稅籍登記。</p><p>請確認您已了解上述規定。</p>`,
  accepted: '已確認',
  notFound: '找不到公告',
} as const;
