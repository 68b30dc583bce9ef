/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AccessTokenInput = {
  /** Lifetime in days from now */
  expiresInDays: number;
  /** A name to recognise the token by */
  name: string;
  /** What the token may read; at least one */
  scopes: Array<TokenScope>;
};

export type AgentContractInput = {
  /** Last day (Taiwan date), inclusive; null for open-ended */
  endsOn?: string | null | undefined;
  /** Operator note */
  note?: string | null | undefined;
  /** Share rate per pay type */
  rates: Array<ShareRateInput>;
  /** First day (Taiwan date) */
  startsOn: string;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type AgentContractState =
  /** 生效中 */
  | 'ACTIVE'
  /** 已結束 */
  | 'ENDED'
  /** 尚未簽訂合約 */
  | 'NONE'
  /** 申請合約中 */
  | 'REQUESTED'
  /** 尚未生效 */
  | 'SCHEDULED';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type AgentContractStatus =
  /** 生效中 */
  | 'ACTIVE'
  /** 已結束 */
  | 'ENDED'
  /** 尚未生效 */
  | 'SCHEDULED';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type AgentPartnerStatus =
  /** 合作中 */
  | 'ACTIVE'
  /** 已婉拒 */
  | 'DECLINED'
  /** 邀請中 */
  | 'INVITED'
  /** 已結束合作 */
  | 'REMOVED';

export type AppEnv =
  /** A developer machine */
  | 'LOCAL'
  /** Real money and real buyers */
  | 'PRODUCTION'
  /** Test money; sandbox tools on */
  | 'SANDBOX'
  /** Automated tests */
  | 'TEST';

export type AssistantGroupInput = {
  /** Group name */
  name: string;
  /** Permission catalogue keys the group grants */
  permissionKeys: Array<string>;
};

export type AssistantInput = {
  /** Contact email */
  email?: string | null | undefined;
  /** Whether the assistant may sign in */
  enabled: boolean;
  /** Permission group id */
  groupId: number;
  /** Sign-in name under the member's account */
  loginName: string;
  /** Display name */
  name: string;
  /** Required when creating; when editing, a new password resets it */
  password?: string | null | undefined;
};

/** What an audit record is about */
export type AuditTargetKind =
  /** API 存取權杖 */
  | 'ACCESS_TOKEN'
  /** 代理合約 */
  | 'AGENT_CONTRACT'
  /** 代理合約申請 */
  | 'AGENT_CONTRACT_REQUEST'
  /** 合作商店 */
  | 'AGENT_PARTNER'
  /** 分潤月份 */
  | 'AGENT_SHARE'
  /** 網站付款訂單 */
  | 'CHECKOUT_ORDER'
  /** 物流服務申請 */
  | 'LOGISTICS_APPLICATION'
  /** 遺失理賠 */
  | 'LOST_CLAIM'
  /** 會員 */
  | 'MEMBER'
  /** 商店 */
  | 'MERCHANT'
  /** 訂單 */
  | 'ORDER'
  /** A record of a kind not listed */
  | 'OTHER'
  /** 收款頁 */
  | 'PAYMENT_LINK'
  /** 定期定額方案 */
  | 'PERIOD_PLAN'
  /** 商品 */
  | 'PRODUCT'
  /** 物流單 */
  | 'SHIPMENT'
  /** 賣場 */
  | 'STORE'
  /** 定期定額訂閱 */
  | 'SUBSCRIPTION'
  /** 交易 */
  | 'TRANSACTION'
  /** 提領 */
  | 'WITHDRAWAL';

export type BankAccountInput = {
  /** Account number, digits only */
  accountNo: string;
  /** Three-digit bank code */
  bankCode: string;
  /** Four-digit branch code */
  branchCode?: string | null | undefined;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type BankAccountState =
  /** 尚未設定 */
  | 'NONE'
  /** 驗證中 */
  | 'PENDING'
  /** 驗證未通過 */
  | 'REJECTED'
  /** 已驗證 */
  | 'VERIFIED';

export type BeneficialOwnerInput = {
  /** National ID or passport number */
  idNo: string;
  /** Full name */
  name: string;
  /** Nationality */
  nationality: string;
  /** Share of ownership, whole percent */
  sharePercent: number;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type CallbackStatus =
  /** 已送達 */
  | 'DELIVERED'
  /** 已停止重試 */
  | 'GAVE_UP'
  /** 未設定通知網址 */
  | 'NONE'
  /** 等待發送 */
  | 'PENDING';

/** A card rate’s kind: domestic, foreign or UnionPay */
export type CardKind =
  /** A card issued in Taiwan */
  | 'DOMESTIC'
  /** A card issued abroad */
  | 'FOREIGN'
  /** A UnionPay card */
  | 'UNIONPAY';

export type ChangePasswordInput = {
  /** The AesStr token of the member info / passwordState */
  aesStr: string;
  /** Captcha answer */
  captcha: string;
  /** New password */
  newPassword: string;
  /** New password again */
  newPasswordConfirmed: string;
  /** Current password */
  oldPassword: string;
};

export type CompleteProfileInput = {
  /** Contact address */
  address: string;
  /** Bank account number */
  bankAccount: string;
  /** Must be the member's own name (company name for businesses) */
  bankAccountName: string;
  /** Three-digit bank code */
  bankCode: string;
  /** Business: the representative (ComBossName) */
  bossName?: string | null | undefined;
  /** Business: the representative's national ID */
  bossNationalId?: string | null | undefined;
  /** Contact phone */
  contactPhone: string;
};

export type ContactInput = {
  /** One of CONTACT_CATEGORIES */
  category: string;
  /** Reply email */
  email: string;
  /** The message */
  message: string;
  /** Sender name */
  name: string;
  /** Contact phone */
  phone?: string | null | undefined;
};

export type ContentInput = {
  /** Body, sanitised HTML */
  bodyHtml: string;
  /** FAQ category key */
  category?: string | null | undefined;
  /** Last day shown, YYYY-MM-DD */
  endsOn?: string | null | undefined;
  /** Omit to create */
  id?: string | null | undefined;
  /** News, campaign or FAQ */
  kind: ContentKind;
  /** Display order, low first */
  sort?: number;
  /** First day shown, YYYY-MM-DD */
  startsOn?: string | null | undefined;
  /** Short summary for lists */
  summary?: string;
  /** Title */
  title: string;
};

export type ContentKind =
  /** Campaign page */
  | 'CAMPAIGN'
  /** Frequently asked question */
  | 'FAQ'
  /** News item */
  | 'NEWS';

export type ContentState =
  /** Saved, not published */
  | 'DRAFT'
  /** Shown to the public */
  | 'PUBLISHED'
  /** Published from a later time */
  | 'SCHEDULED'
  /** Taken down */
  | 'UNPUBLISHED';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type DeliveryMethod =
  /** 超商取貨（大宗寄倉） */
  | 'CVS_B2C'
  /** 超商取貨（店到店） */
  | 'CVS_C2C'
  /** 宅配到府 */
  | 'HOME';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type EscrowType =
  /** 無 */
  | 'NONE'
  /** 履約保證 */
  | 'PERFORMANCE_BOND'
  /** 存款或定存質押 */
  | 'PLEDGE'
  /** 信託 */
  | 'TRUST';

export type ForgotPasswordInput = {
  /** Account name */
  account: string;
  /** Captcha answer */
  captcha: string;
  /** Email on file */
  email: string;
  /** Member or buyer */
  kind: LoginKind;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type GoodsPayType =
  /** 非預付型 */
  | 'NON_PREPAID'
  /** 點數 */
  | 'POINTS'
  /** 預付型 */
  | 'PREPAID'
  /** 票券 */
  | 'TICKETS';

export type JkoDecisionInput = {
  /** True approves, false rejects */
  approve: boolean;
  /** Merchant id */
  merchantId: number;
  /** Required when the application fails */
  reason?: string | null | undefined;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type JkoStatus =
  /** 已開通 */
  | 'APPROVED'
  /** 審核失敗 */
  | 'FAILED'
  /** 未申請 */
  | 'NONE'
  /** 審核中 */
  | 'PENDING';

/** Why a ledger entry moved money */
export type LedgerEntryKind =
  /** 代理商分潤 */
  | 'AGENT_SHARE'
  /** 物流遺失賠償 */
  | 'COMPENSATION'
  /** 閒置帳戶管理費 */
  | 'DORMANT_FEE'
  /** 收款入信託 */
  | 'PAYMENT'
  /** 退款 */
  | 'REFUND'
  /** 撥款至價金保管帳戶 */
  | 'SETTLEMENT'
  /** 物流費用 */
  | 'SHIPPING_FEE'
  /** 提領申請 */
  | 'WITHDRAWAL'
  /** 提領匯款失敗退回 */
  | 'WITHDRAWAL_FAILED'
  /** 提領匯款完成 */
  | 'WITHDRAWAL_PAID';

export type LoginInput = {
  /** Account name */
  account: string;
  /** Captcha answer */
  captcha: string;
  /** Member or buyer */
  kind: LoginKind;
  /** Password */
  password: string;
};

export type LoginKind =
  /** A buyer account */
  | 'BUYER'
  /** A member (seller, agent) or assistant account */
  | 'MEMBER';

export type LogisticsApplicationInput = {
  /** Merchant id */
  merchantId: number;
  /** Address returned parcels go to */
  returnAddress: string;
  /** Sender address */
  senderAddress: string;
  /** Sender mobile */
  senderMobile: string;
  /** Sender name */
  senderName: string;
  /** Logistics service keys applied for */
  services: Array<string>;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type LogisticsApplicationStatus =
  /** 已開通 */
  | 'APPROVED'
  /** 審核中 */
  | 'PENDING'
  /** 未通過 */
  | 'REJECTED';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type LostClaimStatus =
  /** 已賠付 */
  | 'PAID'
  /** 審核中 */
  | 'PENDING'
  /** 未通過 */
  | 'REJECTED';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type MemberStatus =
  /** 審核通過 */
  | 'ACTIVE'
  /** 已關閉 */
  | 'CLOSED'
  /** 待審核 */
  | 'PENDING_REVIEW'
  /** 審核不通過（退件） */
  | 'REJECTED'
  /** 審核失敗 */
  | 'REVIEW_FAILED'
  /** 資料待補件 */
  | 'SUPPLEMENT'
  /** 已停權 */
  | 'SUSPENDED';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type MemberType =
  /** 企業會員 */
  | 'BUSINESS'
  /** 消費者 */
  | 'BUYER'
  /** 個人會員 */
  | 'PERSONAL';

export type MerchantInput = {
  /** Business type id */
  businessTypeId: number;
  /** Escrow type */
  escrowType: EscrowType;
  /** How goods are paid for */
  goodsPayType: GoodsPayType;
  /** Merchant type */
  merType: MerchantType;
  /** Merchant name */
  name: string;
  /** What is sold */
  sellType: SellType;
  /** Service phone area code */
  serviceAreaCode?: string | null | undefined;
  /** Service phone extension */
  serviceExt?: string | null | undefined;
  /** Service phone */
  serviceTel?: string | null | undefined;
  /** Website address */
  website?: string | null | undefined;
};

export type MerchantReviewInput = {
  /** Merchant id */
  id: number;
  /** New PaymentSwitch, when the review changes it */
  paymentSwitch?: Array<PayType> | null | undefined;
  /** Review note, shown to the member */
  reason: string;
  /** ACTIVE, SUPPLEMENT, REVIEW_FAILED, REJECTED, DISABLED, SUSPENDED or CLOSED */
  status: MerchantStatus;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type MerchantStatus =
  /** 啟用 */
  | 'ACTIVE'
  /** 關閉 */
  | 'CLOSED'
  /** 停用 */
  | 'DISABLED'
  /** 審核失敗 */
  | 'REJECTED'
  /** 審核失敗 */
  | 'REVIEW_FAILED'
  /** 資料待補 */
  | 'SUPPLEMENT'
  /** 暫停 */
  | 'SUSPENDED'
  /** 審核中 */
  | 'UNDER_REVIEW';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type MerchantType =
  /** 網路商店 */
  | 'ONLINE'
  /** 實體商店 */
  | 'PHYSICAL';

/** Every member, personal or business members only, or platform members */
export type NoticeSendType =
  /** Every member */
  | 'ALL'
  /** Business members only */
  | 'BUSINESS'
  /** Personal members only */
  | 'PERSONAL'
  /** Platform members (agents) only */
  | 'PLATFORM';

export type NotifySettingInput = {
  /** Comma-separated addresses */
  emails: string;
  /** Notification kind */
  type: NotifyType;
};

/** Trade, payout, shipping or system notifications */
export type NotifyType =
  /** Withdrawals to the bank account */
  | 'PAYOUT'
  /** Parcels */
  | 'SHIPPING'
  /** Platform announcements */
  | 'SYSTEM'
  /** Payments and refunds */
  | 'TRADE';

export type OnboardingStepKey =
  /** Add a bank account */
  | 'BANK_ACCOUNT'
  /** Upload documents */
  | 'DOCUMENTS'
  /** Create a first payment link */
  | 'FIRST_LINK'
  /** Complete the profile */
  | 'PROFILE';

/** A new operator token */
export type OperatorTokenInput = {
  /** Lifetime in days from now, 1 to 365; a token always expires */
  expiresInDays: number;
  /** A name to recognise the token by */
  name: string;
  /** What the token may read; at least one */
  scopes: Array<OperatorTokenScope>;
};

/** What an operator token may read; every scope is read-only and none allows a mutation */
export type OperatorTokenScope =
  /** 會員資料與審核（唯讀） */
  | 'OPS_MEMBERS_READ'
  /** 商店資料與審核（唯讀） */
  | 'OPS_MERCHANTS_READ'
  /** 營運報表（唯讀） */
  | 'OPS_REPORTS_READ'
  /** 提領帳戶與物流審核佇列（唯讀） */
  | 'OPS_REVIEWS_READ';

export type OpsMerchantFilter = {
  /** Only shops with a JKO application under review */
  jkoPending?: boolean | null | undefined;
  /** Part of the shop's name or the owner's name or login name */
  search?: string | null | undefined;
  /** Merchant review state */
  status?: MerchantStatus | null | undefined;
};

export type OrderLineInput = {
  /** Product id */
  productId: number;
  /** Quantity, at least 1 */
  quantity: number;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type OrderStatus =
  /** 待付款 */
  | 'AWAITING_PAYMENT'
  /** 已取消 */
  | 'CANCELLED'
  /** 已完成 */
  | 'COMPLETED'
  /** 付款失敗 */
  | 'FAILED'
  /** 已付款 */
  | 'PAID'
  /** 已退款 */
  | 'REFUNDED'
  /** 未取件退回 */
  | 'RETURNED'
  /** 已出貨 */
  | 'SHIPPED';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type PayType =
  /** AFTEE 先享後付 */
  | 'AFTEE'
  /** ATM 轉帳 */
  | 'ATM'
  /** 信用卡 */
  | 'CREDIT'
  /** 超商代碼 */
  | 'CVS'
  /** 宅配貨到付款 */
  | 'HOME'
  /** icash Pay */
  | 'ICASH'
  /** 街口支付 */
  | 'JKOPAY'
  /** LINE Pay */
  | 'LINEPAY'
  /** 退貨收款 */
  | 'REFUND'
  /** 超商取貨付款 */
  | 'SHIP'
  /** 運費 */
  | 'SHIPFEE';

export type PaymentLinkInput = {
  /** Amount, integer TWD; null lets the buyer enter it */
  amount?: number | null | undefined;
  /** Text shown to the buyer */
  description?: string | null | undefined;
  /** Whether the link takes payments */
  enabled?: boolean | null | undefined;
  /** When the link stops taking payments */
  expiresAt?: string | null | undefined;
  /** Card instalment counts offered */
  installments?: Array<number> | null | undefined;
  /** Merchant id */
  merchantId: number;
  /** Pay types offered */
  payTypes: Array<PayType>;
  /** Needs a fixed amount and a quantity limit, and not above it */
  perOrderLimit?: number | null | undefined;
  /** How many payments the link takes; null for no limit */
  quantityLimit?: number | null | undefined;
  /** Title shown to the buyer */
  title: string;
};

/** Only an OPEN link takes payments (enabled, unexpired, of an active shop, with quantity left) */
export type PaymentLinkState =
  /** Turned off by the seller, or its shop is not active */
  | 'DISABLED'
  /** Past its end date */
  | 'EXPIRED'
  /** Takes payments */
  | 'OPEN'
  /** No quantity left */
  | 'SOLD_OUT';

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type PeriodCycle =
  /** 每月 */
  | 'MONTHLY'
  /** 每週 */
  | 'WEEKLY'
  /** 每年 */
  | 'YEARLY';

export type PeriodPlanInput = {
  /** Amount per charge, integer TWD */
  amount: number;
  /** Charge cycle */
  cycle: PeriodCycle;
  /** Text shown to the buyer */
  description?: string | null | undefined;
  /** Whether the plan takes subscriptions */
  enabled?: boolean | null | undefined;
  /** The first charge day (Taiwan date), today to 1 year ahead; none: the day of subscribing (after the trial) */
  firstChargeDate?: string | null | undefined;
  /** Merchant id */
  merchantId: number;
  /** Title shown to the buyer */
  title: string;
  /** Number of charges; null until cancelled */
  totalCharges?: number | null | undefined;
  /** Days before the first charge */
  trialDays?: number | null | undefined;
};

export type PeriodSubscribeInput = {
  /** The terms the buyer agreed to; refused (TERMS_CHANGED) when the plan no longer reads so */
  agreedTerms?: PeriodTermsInput | null | undefined;
  /** Buyer email */
  buyerEmail: string;
  /** Buyer mobile */
  buyerMobile: string;
  /** Buyer name */
  buyerName: string;
  /** The image captcha of the page (GET /api/login/image_captcha), spent by the try */
  captcha: string;
  /** Card number (sandbox) */
  cardNumber: string;
  /** The plan's public token */
  token: string;
};

export type PeriodSubscriptionFilter = {
  /** Subscription number, buyer name, email or mobile */
  keyword?: string | null | undefined;
  /** Plan id */
  planId?: number | null | undefined;
  /** Subscription status */
  status?: SubscriptionStatus | null | undefined;
};

/** The terms a buyer was shown on the subscribe page and agrees to */
export type PeriodTermsInput = {
  /** Amount per charge (TWD) as the page showed it */
  amount: number;
  /** Charge cycle as the page showed it */
  cycle: PeriodCycle;
  /** Number of charges shown; null for until cancelled */
  totalCharges?: number | null | undefined;
  /** Trial days before the first charge, as shown */
  trialDays: number;
};

/** What a permission catalogue entry grants: a menu page, a linked page or an action */
export type PermissionType =
  /** A right to refund, ship or cancel, granted apart from viewing */
  | 'ACTION'
  /** A page listed in the side menu (SPEC §2.3) */
  | 'LINK'
  /** A page reached from another page */
  | 'MENU';

export type ProductInput = {
  /** Product description */
  description?: string | null | undefined;
  /** Whether the product is on sale */
  listed?: boolean | null | undefined;
  /** Product name */
  name: string;
  /** Most units per order; null for no limit */
  perOrderLimit?: number | null | undefined;
  /** Price, integer TWD */
  price: number;
  /** Display order, low first */
  sortOrder?: number | null | undefined;
  /** On hand and unsold: free units plus those unpaid orders hold */
  stock: number;
  /** Stores to sell it in (added at the end of each) */
  storeIds?: Array<number> | null | undefined;
};

export type RefundInput = {
  /** Amount to refund, integer TWD */
  amount: number;
  /** One per submission; a retry with it never refunds twice */
  idempotencyKey: string;
  /** Up to 100 characters; required with OTHER */
  note?: string | null | undefined;
  /** Why: required; OTHER needs a note */
  reason: RefundReason;
  /** PayDesk trade number */
  tradeNo: string;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type RefundReason =
  /** 買家要求取消 */
  | 'BUYER_REQUEST'
  /** 商品瑕疵或損壞 */
  | 'DEFECTIVE'
  /** 重複付款 */
  | 'DUPLICATE'
  /** 商品未送達 */
  | 'NOT_DELIVERED'
  /** 其他 */
  | 'OTHER'
  /** 商品缺貨 */
  | 'OUT_OF_STOCK'
  /** 金額調整 */
  | 'PRICE_ADJUSTMENT';

export type RefundShopOrderInput = {
  /** A key chosen by the caller; a repeat with the same key refunds once */
  idempotencyKey: string;
  /** Free text for OTHER, up to 100 characters */
  note?: string | null | undefined;
  /** Shop order number */
  orderNo: string;
  /** Why (BUYER_REQUEST when not given); OTHER needs a note */
  reason?: RefundReason | null | undefined;
  /** Put the units back on sale */
  restock: boolean;
};

export type ResetPasswordInput = {
  /** New password */
  newPassword: string;
  /** New password again */
  newPasswordConfirmed: string;
  /** The token from the reset mail */
  token: string;
};

/** Approve (1), reject (8), fail review (92), ask for supplements (99) */
export type ReviewDecision =
  /** Approve */
  | 'APPROVE'
  /** Fail for good */
  | 'FAIL'
  /** Reject; the member may resubmit */
  | 'REJECT'
  /** Ask for more documents */
  | 'SUPPLEMENT';

export type ReviewMemberInput = {
  /** The decision */
  decision: ReviewDecision;
  /** Member id */
  memberId: number;
  /** Note shown to the member */
  reason?: string | null | undefined;
};

export type Role =
  /** An agent member */
  | 'AGENT'
  /** An assistant of a member */
  | 'ASSISTANT'
  /** A business member */
  | 'BUSINESS'
  /** A buyer */
  | 'BUYER'
  /** A PayDesk operator */
  | 'OPERATOR'
  /** A personal member */
  | 'PERSONAL'
  /** Any member who sells (business, personal or agent) */
  | 'SELLER';

export type SandboxPayInput = {
  /** Only when the link lets the buyer enter the amount */
  amount?: number | null | undefined;
  /** Buyer email */
  buyerEmail: string;
  /** Buyer name */
  buyerName: string;
  /** SPEC §3 card method with pay type CREDIT: credit (default), creditred, creditunionpay or applepay */
  cardMethod?: string | null | undefined;
  /** Card number for card payments */
  cardNumber?: string | null | undefined;
  /** Instalment count */
  installments?: number | null | undefined;
  /** 手機條碼 (e-invoice mobile carrier): / and 7 of A-Z 0-9 + - . */
  mobileBarcode?: string | null | undefined;
  /** Pay type */
  payType: PayType;
  /** Units to buy (default 1); more than 1 only on a link that sells units (fixed amount and quantity limit) */
  quantity?: number | null | undefined;
  /** The payment link's public token */
  token: string;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type SellType =
  /** 非實體商品 */
  | 'DIGITAL'
  /** 實體商品 */
  | 'PHYSICAL'
  /** 實體與非實體商品 */
  | 'PHYSICAL_AND_DIGITAL'
  /** 服務 */
  | 'SERVICE';

/** A payment, or a refund taking back its share */
export type ShareEntryKind =
  /** A payment that earned a share */
  | 'PAYMENT'
  /** A refund taking back the share its payment earned */
  | 'REFUND';

/** One pay type’s rate: give percent (as operators type it) or basis points, not both */
export type ShareRateInput = {
  /** Share in basis points (1/100 of a percent), 0 to 10000 */
  basisPoints?: number | null | undefined;
  /** Pay type */
  payType: PayType;
  /** Share in percent of the platform fee, 0 to 100 with at most two decimals (0.35 is 35 basis points) */
  percent?: string | null | undefined;
};

/** What can still change on a parcel before it is dropped off */
export type ShipmentEditInput = {
  /** Home parcels: the address (its region stays) */
  address?: string | null | undefined;
  /** Goods name as the label shows it */
  goodsName: string;
  /** Receiver mobile (09xxxxxxxx) */
  receiverMobile: string;
  /** Receiver name */
  receiverName: string;
  /** Store parcels: another pickup store of the list */
  storeCode?: string | null | undefined;
};

export type ShipmentFilter = {
  /** True: only lost parcels with no open (pending or paid) claim, those a claim may still be filed for */
  claimable?: boolean | null | undefined;
  /** First day (Taiwan time); none: the first day PayDesk holds data, as `range` says */
  from?: string | null | undefined;
  /** Receiver name or mobile, or order number */
  keyword?: string | null | undefined;
  /** SPEC §5 logistics number (up to 20 letters or digits) */
  logisticsNo?: string | null | undefined;
  /** Logistics service key */
  service?: string | null | undefined;
  /** Parcel status */
  status?: ShipmentStatus | null | undefined;
  /** Last day, inclusive (Taiwan time); none: today, as `range` says */
  to?: string | null | undefined;
};

/** A parcel to send (also what a quote is asked for) */
export type ShipmentInput = {
  /** Delivery address (home delivery) */
  address?: string | null | undefined;
  /** Cash on delivery amount, integer TWD */
  codAmount?: number | null | undefined;
  /** Declared value, integer TWD */
  declaredValue: number;
  /** Goods name */
  goodsName: string;
  /** Height in cm */
  heightCm: number;
  /** Length in cm */
  lengthCm: number;
  /** Merchant id */
  merchantId: number;
  /** Ship a paid storefront order in one step */
  orderNo?: string | null | undefined;
  /** Receiver mobile */
  receiverMobile: string;
  /** Receiver name */
  receiverName: string;
  /** LOCAL, OUTLYING, ISLAND_TO_ISLAND */
  region?: string | null | undefined;
  /** C2C_NORMAL, C2C_FROZEN, B2C_NORMAL, B2C_FROZEN, HOME_NORMAL, HOME_FROZEN */
  service: string;
  /** Convenience store code (store pickup) */
  storeCode?: string | null | undefined;
  /** Weight in kg */
  weightKg: number;
  /** Width in cm */
  widthCm: number;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type ShipmentStatus =
  /** 已到店 */
  | 'ARRIVED'
  /** 已取消 */
  | 'CANCELLED'
  /** 待寄件 */
  | 'CREATED'
  /** 已送達 */
  | 'DELIVERED'
  /** 遺失 */
  | 'LOST'
  /** 已取件 */
  | 'PICKED_UP'
  /** 未取件退回 */
  | 'RETURNED'
  /** 運送中 */
  | 'SHIPPED';

/** The fee a store charges for one of the delivery methods it offers */
export type ShippingFeeInput = {
  /** The delivery method the fee is for */
  deliveryMethod: DeliveryMethod;
  /** TWD, 0 to SHOP_LIMITS.shippingFeeMax */
  fee: number;
};

/** A buyer’s checkout: the cart, who receives it, how, and how it is paid (sandbox) */
export type ShopCheckoutInput = {
  /** Buyer email */
  buyerEmail: string;
  /** Buyer mobile */
  buyerMobile: string;
  /** Buyer name */
  buyerName: string;
  /** SPEC §3 card method with pay type CREDIT: credit (default), creditred, creditunionpay or applepay */
  cardMethod?: string | null | undefined;
  /** Card number for card payments */
  cardNumber?: string | null | undefined;
  /** Home address (a store pickup takes pickupStoreCode) */
  deliveryAddress: string;
  /** Delivery method */
  deliveryMethod: DeliveryMethod;
  /** The order total (TWD, goods and shipping fee) the buyer saw; the checkout is refused, and nothing taken, when prices or the fee changed since */
  expectedAmount: number;
  /** Instalment count */
  installments?: number | null | undefined;
  /** Products and quantities */
  lines: Array<OrderLineInput>;
  /** Pay type */
  payType: PayType;
  /** The pickup store code from convenienceStores, for a store pickup; an unknown code is refused */
  pickupStoreCode?: string | null | undefined;
  /** The store's public address name */
  slug: string;
};

export type ShopOrderFilter = {
  /** First day (Taiwan time); none: the first day PayDesk holds data, as `range` says */
  from?: string | null | undefined;
  /** Order number, buyer name, email or mobile */
  keyword?: string | null | undefined;
  /** Order status */
  status?: OrderStatus | null | undefined;
  /** Store id */
  storeId?: number | null | undefined;
  /** Last day, inclusive (Taiwan time); none: today, as `range` says */
  to?: string | null | undefined;
};

export type SignupInput = {
  /** Account name */
  account: string;
  /** Agreement to the terms; must be true */
  agreeTerms: boolean;
  /** Captcha answer */
  captcha: string;
  /** Email */
  email: string;
  /** Personal: national ID; business: tax ID (統一編號); buyer: unused */
  identityNo?: string | null | undefined;
  /** Business, personal or buyer */
  kind: SignupKind;
  /** Mobile */
  mobile: string;
  /** Personal and buyer: the user name; business: the company name */
  name: string;
  /** Password */
  password: string;
  /** Password again */
  passwordConfirmed: string;
};

export type SignupKind =
  /** A business member */
  | 'BUSINESS'
  /** A buyer */
  | 'BUYER'
  /** A personal member */
  | 'PERSONAL';

export type StoreInput = {
  /** Delivery methods offered */
  deliveryMethods: Array<DeliveryMethod>;
  /** Store description */
  description?: string | null | undefined;
  /** Card instalment counts offered */
  installments?: Array<number> | null | undefined;
  /** Whether the store takes orders */
  isOpen?: boolean | null | undefined;
  /** Merchant id */
  merchantId: number;
  /** Store name */
  name: string;
  /** Pay types offered */
  payTypes: Array<PayType>;
  /** Fees of offered methods; a method left out is free */
  shippingFees?: Array<ShippingFeeInput> | null | undefined;
  /** Public address name */
  slug: string;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type SubscriptionStatus =
  /** 扣款中 */
  | 'ACTIVE'
  /** 已取消 */
  | 'CANCELLED'
  /** 已完成 */
  | 'FINISHED'
  /** 扣款失敗重試中 */
  | 'PAST_DUE'
  /** 已暫停 */
  | 'PAUSED'
  /** 已停扣 */
  | 'SUSPENDED';

/** What a program token may read; every scope is read-only */
export type TokenScope =
  /** 價金保管帳戶（唯讀） */
  | 'BILL_READ'
  /** 建立付款（寫入） */
  | 'CHECKOUT_WRITE'
  /** 定期定額（唯讀） */
  | 'PERIOD_READ'
  /** 代理商專區與分潤（唯讀） */
  | 'PF_READ'
  /** 退款（寫入） */
  | 'REFUND_WRITE'
  /** 物流包裹（唯讀） */
  | 'SHIPPING_READ'
  /** 賣場與訂單（唯讀） */
  | 'SHOP_READ'
  /** 交易紀錄（唯讀） */
  | 'TRANSACTIONS_READ';

export type TradeInquiryInput = {
  /** Trade amount, integer TWD */
  amount: number;
  /** Captcha answer */
  captcha: string;
  /** Trade number, up to 20 digits */
  tradeNo: string;
};

export type TransactionFilter = {
  /** Keyset cursor from the previous page */
  after?: string | null | undefined;
  /** Page size: default 50, 1 to 200; outside that the answer carries a field error (first, OUT_OF_RANGE) and no rows */
  first?: number | null | undefined;
  /** First day (Taiwan date); default 3 days before `to`; never before 2022-08-01 */
  from?: string | null | undefined;
  /** The shop's own order number */
  merchantOrderNo?: string | null | undefined;
  /** Pay type */
  payType?: PayType | null | undefined;
  /** Only payment-link (uop) transactions */
  paymentLinksOnly?: boolean | null | undefined;
  /** One search box: buyer name (from its start), email, mobile, amount, order number or trade number; within the seller’s own payments */
  search?: string | null | undefined;
  /** Transaction status */
  status?: TransactionStatus | null | undefined;
  /** Last day (Taiwan date), inclusive; default today */
  to?: string | null | undefined;
  /** PayDesk trade number */
  tradeNo?: string | null | undefined;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type TransactionStatus =
  /** 待付款 */
  | 'AWAITING'
  /** 付款失敗 */
  | 'FAILED'
  /** 付款成功 */
  | 'PAID'
  /** 部分退款 */
  | 'PARTLY_REFUNDED'
  /** 已退款 */
  | 'REFUNDED';

export type UpdateContactInput = {
  /** Email */
  email: string;
  /** Mobile */
  mobile: string;
};

export type VerificationChannel =
  /** By mail */
  | 'EMAIL'
  /** By SMS */
  | 'MOBILE';

export type VerifyCodeInput = {
  /** Mail or SMS */
  channel: VerificationChannel;
  /** The 6-digit code */
  code: string;
};

export type ViewerKind =
  /** An assistant of a member */
  | 'ASSISTANT'
  /** A buyer */
  | 'BUYER'
  /** A member */
  | 'MEMBER'
  /** A PayDesk operator */
  | 'OPERATOR';

/** A wallet with its own rate */
export type WalletKind =
  /** icash Pay */
  | 'ICASH'
  /** JKO Pay */
  | 'JKOPAY'
  /** LINE Pay */
  | 'LINEPAY';

export type WebhookEndpointInput = {
  /** A note for the seller */
  description?: string | null | undefined;
  /** Default true */
  enabled?: boolean | null | undefined;
  /** Event types of the catalogue to receive */
  events: Array<string>;
  /** One of the member’s shops; null: every shop */
  merchantId?: number | null | undefined;
  /** HTTPS address on the internet (no private or internal address) */
  url: string;
};

export type WithdrawInput = {
  /** Amount, integer TWD */
  amount: number;
  /** One per submission; a retry with it never withdraws twice */
  idempotencyKey: string;
};

/** A shared code list: the contract carries its keys, each value described by its zh-TW label */
export type WithdrawalStatus =
  /** 匯款失敗 */
  | 'FAILED'
  /** 已匯款 */
  | 'PAID'
  /** 處理中 */
  | 'PROCESSING';

export type OpsDecisionAuditQueryVariables = Exact<{
  memberId: number;
  first?: number | null | undefined;
}>;


export type OpsDecisionAuditQuery = { memberAuditTrail: { items: Array<{ id: number, action: string, actorLabel: string, after: string | null, createdAt: string }> } };

export type AccessTokenFieldsFragment = { id: number, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type AccessTokensQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AccessTokensQuery = { accessTokens: { nextCursor: string | null, hasNextPage: boolean, items: Array<{ id: number, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CreateAccessTokenMutationVariables = Exact<{
  input: AccessTokenInput;
}>;


export type CreateAccessTokenMutation = { createAccessToken: { secret: string | null, token: { id: number, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeAccessTokenMutation = { revokeAccessToken: { token: { id: number, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AgentContractFieldsFragment = { id: number, startsOn: string, endsOn: string | null, status: AgentContractStatus, settlementCycle: string, note: string, createdBy: string, createdAt: string, rates: Array<{ payType: PayType, basisPoints: number, percent: string }> };

export type AgentPartnerFieldsFragment = { id: number, email: string, memberName: string | null, loginName: string | null, memberStatus: MemberStatus | null, status: AgentPartnerStatus, activeShops: number, note: string, createdAt: string, acceptedAt: string | null };

export type AgentContractQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentContractQuery = { agentContractRequest: string | null, agentContract: Array<{ id: number, startsOn: string, endsOn: string | null, status: AgentContractStatus, settlementCycle: string, note: string, createdBy: string, createdAt: string, rates: Array<{ payType: PayType, basisPoints: number, percent: string }> }> };

export type AgentPartnersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AgentPartnersQuery = { agentPartners: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, email: string, memberName: string | null, loginName: string | null, memberStatus: MemberStatus | null, status: AgentPartnerStatus, activeShops: number, note: string, createdAt: string, acceptedAt: string | null }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AgentPartnerQueryVariables = Exact<{
  id: number;
}>;


export type AgentPartnerQuery = { agentPartner: { id: number, email: string, memberName: string | null, loginName: string | null, memberStatus: MemberStatus | null, status: AgentPartnerStatus, activeShops: number, note: string, createdAt: string, acceptedAt: string | null } | null };

export type ReferAgentPartnerMutationVariables = Exact<{
  email: string;
  note?: string | null | undefined;
}>;


export type ReferAgentPartnerMutation = { referAgentPartner: { partner: { id: number, email: string, memberName: string | null, loginName: string | null, memberStatus: MemberStatus | null, status: AgentPartnerStatus, activeShops: number, note: string, createdAt: string, acceptedAt: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type UpdateAgentPartnerMutationVariables = Exact<{
  id: number;
  note: string;
  remove: boolean;
}>;


export type UpdateAgentPartnerMutation = { updateAgentPartner: { partner: { id: number, email: string, memberName: string | null, loginName: string | null, memberStatus: MemberStatus | null, status: AgentPartnerStatus, activeShops: number, note: string, createdAt: string, acceptedAt: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AgentTransactionsQueryVariables = Exact<{
  filter: TransactionFilter;
}>;


export type AgentTransactionsQuery = { agentTransactions: { nextCursor: string | null, totalCount: number, totalAmount: number, items: Array<{ id: number, tradeNo: string, merchantOrderNo: string | null, merchantName: string, itemName: string, amount: number, fee: number, payType: PayType, status: TransactionStatus, refundedAmount: number, createdAt: string, paidAt: string | null }>, range: { from: string, to: string }, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AgentShareSummaryQueryVariables = Exact<{
  month: string;
}>;


export type AgentShareSummaryQuery = { agentShareSummary: { month: string, share: number, closed: boolean, paid: number | null, rows: Array<{ partnerMemberId: number, merchantName: string, payType: PayType, count: number, volume: number, platformFee: number, share: number }>, lastMonths: Array<{ month: string, share: number, closed: boolean }> } };

export type AgentShareDetailQueryVariables = Exact<{
  month: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AgentShareDetailQuery = { agentShareDetail: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ kind: ShareEntryKind, tradeNo: string, merchantName: string, payType: PayType, amount: number, platformFee: number, share: number, at: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type RequestAgentContractMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestAgentContractMutation = { requestAgentContract: { requestedAt: string | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AssistantFieldsFragment = { id: number, loginName: string, name: string, email: string | null, groupId: number, groupName: string, enabled: boolean, createdAt: string };

export type AssistantGroupFieldsFragment = { id: number, name: string, permissionKeys: Array<string>, assistantCount: number };

export type AssistantIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantIndexQuery = { assistants: Array<{ id: number, loginName: string, name: string, email: string | null, groupId: number, groupName: string, enabled: boolean, createdAt: string }>, assistantGroups: Array<{ id: number, name: string, permissionKeys: Array<string>, assistantCount: number }> };

export type AssistantGroupListQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantGroupListQuery = { assistantGroups: Array<{ id: number, name: string, permissionKeys: Array<string>, assistantCount: number }> };

export type CreateAssistantMutationVariables = Exact<{
  input: AssistantInput;
}>;


export type CreateAssistantMutation = { createAssistant: { assistant: { id: number, loginName: string, name: string, email: string | null, groupId: number, groupName: string, enabled: boolean, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type UpdateAssistantMutationVariables = Exact<{
  id: number;
  input: AssistantInput;
}>;


export type UpdateAssistantMutation = { updateAssistant: { assistant: { id: number, loginName: string, name: string, email: string | null, groupId: number, groupName: string, enabled: boolean, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CreateAssistantGroupMutationVariables = Exact<{
  input: AssistantGroupInput;
}>;


export type CreateAssistantGroupMutation = { createAssistantGroup: { group: { id: number, name: string, permissionKeys: Array<string>, assistantCount: number } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type UpdateAssistantGroupMutationVariables = Exact<{
  id: number;
  input: AssistantGroupInput;
}>;


export type UpdateAssistantGroupMutation = { updateAssistantGroup: { group: { id: number, name: string, permissionKeys: Array<string>, assistantCount: number } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: { env: AppEnv, basePath: string, captchaLength: number, idleLimitMs: number } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { viewer: { id: string, kind: ViewerKind, account: string, name: string, memType: MemberType | null, isAssistant: boolean, isPlatform: boolean, roles: Array<Role>, permissions: Array<string> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type BalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type BalanceQuery = { balance: { pending: number, available: number, withdrawing: number, reservedRefunds: number, withdrawalFee: number, withdrawLimit: number, sandbox: boolean, clockOffsetDays: number, pendingItems: Array<{ tradeNo: string, amount: number, fee: number, inTrust: number, settleDueAt: string | null }> } };

export type LedgerLinesQueryVariables = Exact<{
  account?: string | null | undefined;
  withdrawalId?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type LedgerLinesQuery = { ledgerLines: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ entryId: number, kind: LedgerEntryKind, memo: string, account: string, amount: number, balanceAfter: number, tradeNo: string | null, withdrawalId: number | null, shipmentId: number | null, logisticsNo: string | null, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AdvanceSettlementClockMutationVariables = Exact<{
  days: number;
}>;


export type AdvanceSettlementClockMutation = { advanceSettlementClock: { offsetDays: number, settled: number, errors: Array<{ field: string | null, code: string, message: string }> } };

export type WithdrawalFieldsFragment = { id: number, amount: number, fee: number, net: number, status: WithdrawalStatus, statusLabel: string, bankAccountMasked: string, requestedAt: string, paidAt: string | null, failReason: string | null };

export type BankAccountFieldsFragment = { bankCode: string, branchCode: string, accountNoMasked: string, accountName: string, state: BankAccountState, stateLabel: string, verified: boolean, rejectReason: string | null };

export type WithdrawPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WithdrawPageQuery = { bankAccount: { bankCode: string, branchCode: string, accountNoMasked: string, accountName: string, state: BankAccountState, stateLabel: string, verified: boolean, rejectReason: string | null } | null, withdrawals: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, amount: number, fee: number, net: number, status: WithdrawalStatus, statusLabel: string, bankAccountMasked: string, requestedAt: string, paidAt: string | null, failReason: string | null }>, errors: Array<{ field: string | null, code: string, message: string }> }, balance: { available: number, reservedRefunds: number, withdrawable: number, withdrawalFee: number, withdrawLimit: number } };

export type SaveBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type SaveBankAccountMutation = { saveBankAccount: { bankAccount: { bankCode: string, branchCode: string, accountNoMasked: string, accountName: string, state: BankAccountState, stateLabel: string, verified: boolean, rejectReason: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type WithdrawMutationVariables = Exact<{
  input: WithdrawInput;
}>;


export type WithdrawMutation = { withdraw: { withdrawal: { id: number, amount: number, fee: number, net: number, status: WithdrawalStatus, statusLabel: string, bankAccountMasked: string, requestedAt: string, paidAt: string | null, failReason: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AuditRecordFieldsFragment = { id: number, actorLabel: string, actionLabel: string, targetKind: AuditTargetKind, targetRef: string, targetLabel: string, beforeText: string | null, afterText: string | null, createdAt: string };

export type AuditTrailQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditTrailQuery = { auditTrail: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, actorLabel: string, actionLabel: string, targetKind: AuditTargetKind, targetRef: string, targetLabel: string, beforeText: string | null, afterText: string | null, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type MyShopOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyShopOrdersQuery = { myShopOrders: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ orderNo: string, storeName: string, storeSlug: string, status: OrderStatus, amount: number, payType: PayType, deliveryMethod: DeliveryMethod, deliveryAddress: string, paymentCode: string | null, codeExpiresAt: string | null, refundedAmount: number, refundedAt: string | null, refundReason: RefundReason | null, refundNote: string | null, createdAt: string, parcel: { id: number, logisticsNo: string, status: ShipmentStatus, storeName: string | null, pickupUntil: string | null, events: Array<{ status: ShipmentStatus, note: string, at: string }> } | null }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type MySubscriptionsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MySubscriptionsQuery = { mySubscriptions: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ subNo: string, planTitle: string, merchantName: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, status: SubscriptionStatus, chargesDone: number, nextChargeDate: string | null, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CancelMySubscriptionMutationVariables = Exact<{
  subNo: string;
}>;


export type CancelMySubscriptionMutation = { cancelMySubscription: { subscription: { subNo: string, status: SubscriptionStatus, nextChargeDate: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type MyPurchasesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyPurchasesQuery = { myPurchases: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ tradeNo: string, merchantName: string, itemName: string, amount: number, payTypeLabel: string, statusLabel: string, createdAt: string, refundedAmount: number, refundedAt: string | null, recurring: boolean, refundReason: string | null }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { ok: boolean, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ContentItemFieldsFragment = { id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string };

export type NewsListQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type NewsListQuery = { newsList: { total: number, page: number, pageSize: number, items: Array<{ id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string }> } };

export type NewsItemQueryVariables = Exact<{
  id: string;
}>;


export type NewsItemQuery = { newsItem: { id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string } | null };

export type CampaignListQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type CampaignListQuery = { campaignList: { total: number, page: number, pageSize: number, items: Array<{ id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string }> } };

export type CampaignItemQueryVariables = Exact<{
  id: string;
}>;


export type CampaignItemQuery = { campaignItem: { id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string } | null };

export type FaqListQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqListQuery = { faqCategories: Array<{ key: string, label: string }>, faqList: Array<{ id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string }> };

export type ContentAdminListQueryVariables = Exact<{
  kind: ContentKind;
  page: number;
}>;


export type ContentAdminListQuery = { contentAdminList: { total: number, page: number, pageSize: number, items: Array<{ id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string }> }, faqCategories: Array<{ key: string, label: string }> };

export type SaveContentMutationVariables = Exact<{
  input: ContentInput;
}>;


export type SaveContentMutation = { saveContent: { item: { id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PublishContentMutationVariables = Exact<{
  id: string;
  publishAt?: string | null | undefined;
}>;


export type PublishContentMutation = { publishContent: { item: { id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type UnpublishContentMutationVariables = Exact<{
  id: string;
}>;


export type UnpublishContentMutation = { unpublishContent: { item: { id: string, kind: ContentKind, title: string, summary: string, bodyHtml: string, category: string | null, categoryLabel: string | null, publishAt: string | null, startsOn: string | null, endsOn: string | null, sort: number, state: ContentState, updatedAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AgentReferralsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AgentReferralsQuery = { agentReferrals: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, agentName: string, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AnswerAgentReferralMutationVariables = Exact<{
  id: number;
  accept: boolean;
}>;


export type AnswerAgentReferralMutation = { answerAgentReferral: { ok: boolean, errors: Array<{ field: string | null, code: string, message: string }> } };

export type OnboardingChecklistQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingChecklistQuery = { onboardingChecklist: { next: OnboardingStepKey | null, complete: boolean, bankAccountState: BankAccountState, steps: Array<{ key: OnboardingStepKey, label: string, done: boolean }> } | null };

export type MemberInfoFieldsFragment = { memId: number, memType: MemberType, memName: string, loginName: string, isPlatform: boolean, isAssistant: boolean, merchantCount: number, registerComplete: boolean, mailVerified: boolean, mobileVerified: boolean, defaultPassword: boolean, passwordStale: boolean, dataUpdateRequired: boolean, beneficiarySet: boolean, spTagMerId: number | null, permissionPage: Array<string>, providerNotice: { member: { content: string } | null, platform: { content: string } | null }, taxNotice: { content: string } | null, globalNotices: Array<{ id: number, type: string, content: string, context: string, sendType: NoticeSendType, btnText: string }> };

export type MemberInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberInfoQuery = { memberInfo: { memId: number, memType: MemberType, memName: string, loginName: string, isPlatform: boolean, isAssistant: boolean, merchantCount: number, registerComplete: boolean, mailVerified: boolean, mobileVerified: boolean, defaultPassword: boolean, passwordStale: boolean, dataUpdateRequired: boolean, beneficiarySet: boolean, spTagMerId: number | null, permissionPage: Array<string>, providerNotice: { member: { content: string } | null, platform: { content: string } | null }, taxNotice: { content: string } | null, globalNotices: Array<{ id: number, type: string, content: string, context: string, sendType: NoticeSendType, btnText: string }> } };

export type AcknowledgeGlobalNoticeMutationVariables = Exact<{
  id: number;
}>;


export type AcknowledgeGlobalNoticeMutation = { acknowledgeGlobalNotice: { errors: Array<{ field: string | null, code: string, message: string }> } };

export type InquireTradeMutationVariables = Exact<{
  input: TradeInquiryInput;
}>;


export type InquireTradeMutation = { inquireTrade: { result: { tradeNo: string, statusLabel: string, merchantName: string, payTypeLabel: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ShipmentFieldsFragment = { id: number, logisticsNo: string, merchantId: number, service: string, shippingType: string, orderNo: string | null, receiverName: string, receiverMobile: string, storeCode: string | null, storeName: string | null, address: string, region: string | null, goodsName: string, declaredValue: number, lengthCm: number, widthCm: number, heightCm: number, weightKg: number, codAmount: number, shippingFee: number, pickupFee: number, codFee: number, sizeBandCm: number | null, status: ShipmentStatus, dropOffBy: string, pickupUntil: string | null, nearDeadline: boolean, codTradeNo: string | null, createdAt: string, events: Array<{ status: ShipmentStatus, note: string, at: string }> };

export type ShipmentsQueryVariables = Exact<{
  filter?: ShipmentFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ShipmentsQuery = { shipments: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, logisticsNo: string, merchantId: number, service: string, shippingType: string, orderNo: string | null, receiverName: string, receiverMobile: string, storeCode: string | null, storeName: string | null, address: string, region: string | null, goodsName: string, declaredValue: number, lengthCm: number, widthCm: number, heightCm: number, weightKg: number, codAmount: number, shippingFee: number, pickupFee: number, codFee: number, sizeBandCm: number | null, status: ShipmentStatus, dropOffBy: string, pickupUntil: string | null, nearDeadline: boolean, codTradeNo: string | null, createdAt: string, events: Array<{ status: ShipmentStatus, note: string, at: string }> }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ShipmentPageQueryVariables = Exact<{
  filter?: ShipmentFilter | null | undefined;
  page: number;
  pageSize: number;
}>;


export type ShipmentPageQuery = { shipmentPage: { total: number, page: number, pageSize: number, rows: Array<{ id: number, logisticsNo: string, merchantId: number, service: string, shippingType: string, orderNo: string | null, receiverName: string, receiverMobile: string, storeCode: string | null, storeName: string | null, address: string, region: string | null, goodsName: string, declaredValue: number, lengthCm: number, widthCm: number, heightCm: number, weightKg: number, codAmount: number, shippingFee: number, pickupFee: number, codFee: number, sizeBandCm: number | null, status: ShipmentStatus, dropOffBy: string, pickupUntil: string | null, nearDeadline: boolean, codTradeNo: string | null, createdAt: string, events: Array<{ status: ShipmentStatus, note: string, at: string }> }> } };

export type UpdateShipmentMutationVariables = Exact<{
  id: number;
  goodsType: string;
  input: ShipmentEditInput;
}>;


export type UpdateShipmentMutation = { updateShipment: { shipment: { id: number, logisticsNo: string, merchantId: number, service: string, shippingType: string, orderNo: string | null, receiverName: string, receiverMobile: string, storeCode: string | null, storeName: string | null, address: string, region: string | null, goodsName: string, declaredValue: number, lengthCm: number, widthCm: number, heightCm: number, weightKg: number, codAmount: number, shippingFee: number, pickupFee: number, codFee: number, sizeBandCm: number | null, status: ShipmentStatus, dropOffBy: string, pickupUntil: string | null, nearDeadline: boolean, codTradeNo: string | null, createdAt: string, events: Array<{ status: ShipmentStatus, note: string, at: string }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ShipmentQueryVariables = Exact<{
  id: number;
}>;


export type ShipmentQuery = { shipment: { id: number, logisticsNo: string, merchantId: number, service: string, shippingType: string, orderNo: string | null, receiverName: string, receiverMobile: string, storeCode: string | null, storeName: string | null, address: string, region: string | null, goodsName: string, declaredValue: number, lengthCm: number, widthCm: number, heightCm: number, weightKg: number, codAmount: number, shippingFee: number, pickupFee: number, codFee: number, sizeBandCm: number | null, status: ShipmentStatus, dropOffBy: string, pickupUntil: string | null, nearDeadline: boolean, codTradeNo: string | null, createdAt: string, events: Array<{ status: ShipmentStatus, note: string, at: string }> } | null };

export type AdvanceShipmentMutationVariables = Exact<{
  id: number;
  to: ShipmentStatus;
}>;


export type AdvanceShipmentMutation = { advanceShipment: { shipment: { id: number, logisticsNo: string, merchantId: number, service: string, shippingType: string, orderNo: string | null, receiverName: string, receiverMobile: string, storeCode: string | null, storeName: string | null, address: string, region: string | null, goodsName: string, declaredValue: number, lengthCm: number, widthCm: number, heightCm: number, weightKg: number, codAmount: number, shippingFee: number, pickupFee: number, codFee: number, sizeBandCm: number | null, status: ShipmentStatus, dropOffBy: string, pickupUntil: string | null, nearDeadline: boolean, codTradeNo: string | null, createdAt: string, events: Array<{ status: ShipmentStatus, note: string, at: string }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type LogisticsApplicationFieldsFragment = { id: number, merchantId: number, merchantName: string, services: Array<string>, senderName: string, senderMobile: string, senderAddress: string, returnAddress: string, status: LogisticsApplicationStatus, reason: string | null, createdAt: string };

export type LostClaimFieldsFragment = { id: number, logisticsNo: string, claimed: number, capped: number, description: string, status: LostClaimStatus, paid: number | null, reason: string | null, createdAt: string };

export type ShipmentQuoteFieldsFragment = { shippingFee: number, pickupFee: number, codFee: number, chargedNow: number, sizeBandCm: number | null, dropOffDays: number, pickupWindowDays: number | null, compensationCap: number };

export type LogisticsApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LogisticsApplicationsQuery = { logisticsApplications: Array<{ id: number, merchantId: number, merchantName: string, services: Array<string>, senderName: string, senderMobile: string, senderAddress: string, returnAddress: string, status: LogisticsApplicationStatus, reason: string | null, createdAt: string }> };

export type ApplyLogisticsMutationVariables = Exact<{
  input: LogisticsApplicationInput;
}>;


export type ApplyLogisticsMutation = { applyLogistics: { application: { id: number, merchantId: number, merchantName: string, services: Array<string>, senderName: string, senderMobile: string, senderAddress: string, returnAddress: string, status: LogisticsApplicationStatus, reason: string | null, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ConvenienceStoresQueryVariables = Exact<{
  keyword: string;
  frozenOnly: boolean;
}>;


export type ConvenienceStoresQuery = { convenienceStores: Array<{ code: string, chain: string, name: string, address: string, frozen: boolean }> };

export type ShipmentDraftQueryVariables = Exact<{
  orderNo: string;
}>;


export type ShipmentDraftQuery = { shipmentDraft: { orderNo: string, orderStatus: OrderStatus, merchantId: number, service: string, receiverName: string, receiverMobile: string, storeCode: string | null, storeName: string | null, address: string | null, goodsName: string, declaredValue: number, codAmount: number, shipmentId: number | null, logisticsNo: string | null, lengthCm: number | null, widthCm: number | null, heightCm: number | null, weightKg: number | null } | null };

export type ShipmentQuoteQueryVariables = Exact<{
  input: ShipmentInput;
}>;


export type ShipmentQuoteQuery = { shipmentQuote: { quote: { shippingFee: number, pickupFee: number, codFee: number, chargedNow: number, sizeBandCm: number | null, dropOffDays: number, pickupWindowDays: number | null, compensationCap: number } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CreateShipmentMutationVariables = Exact<{
  input: ShipmentInput;
}>;


export type CreateShipmentMutation = { createShipment: { shipment: { id: number, logisticsNo: string, merchantId: number, service: string, shippingType: string, orderNo: string | null, receiverName: string, receiverMobile: string, storeCode: string | null, storeName: string | null, address: string, region: string | null, goodsName: string, declaredValue: number, lengthCm: number, widthCm: number, heightCm: number, weightKg: number, codAmount: number, shippingFee: number, pickupFee: number, codFee: number, sizeBandCm: number | null, status: ShipmentStatus, dropOffBy: string, pickupUntil: string | null, nearDeadline: boolean, codTradeNo: string | null, createdAt: string, events: Array<{ status: ShipmentStatus, note: string, at: string }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type LostClaimsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type LostClaimsQuery = { lostClaims: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, logisticsNo: string, claimed: number, capped: number, description: string, status: LostClaimStatus, paid: number | null, reason: string | null, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ClaimLostParcelMutationVariables = Exact<{
  shipmentId: number;
  amount: number;
  description: string;
}>;


export type ClaimLostParcelMutation = { claimLostParcel: { claim: { id: number, logisticsNo: string, claimed: number, capped: number, description: string, status: LostClaimStatus, paid: number | null, reason: string | null, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PendingLogisticsApplicationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PendingLogisticsApplicationsQuery = { pendingLogisticsApplications: { nextCursor: string | null, hasNextPage: boolean, items: Array<{ id: number, merchantId: number, merchantName: string, services: Array<string>, senderName: string, senderMobile: string, senderAddress: string, returnAddress: string, status: LogisticsApplicationStatus, reason: string | null, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ReviewLogisticsApplicationMutationVariables = Exact<{
  id: number;
  approve: boolean;
  reason?: string | null | undefined;
}>;


export type ReviewLogisticsApplicationMutation = { reviewLogisticsApplication: { application: { id: number, merchantId: number, merchantName: string, services: Array<string>, senderName: string, senderMobile: string, senderAddress: string, returnAddress: string, status: LogisticsApplicationStatus, reason: string | null, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PendingLostClaimsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PendingLostClaimsQuery = { pendingLostClaims: { nextCursor: string | null, hasNextPage: boolean, items: Array<{ id: number, logisticsNo: string, claimed: number, capped: number, description: string, status: LostClaimStatus, paid: number | null, reason: string | null, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ReviewLostClaimMutationVariables = Exact<{
  id: number;
  approve: boolean;
  reason?: string | null | undefined;
}>;


export type ReviewLostClaimMutation = { reviewLostClaim: { claim: { id: number, logisticsNo: string, claimed: number, capped: number, description: string, status: LostClaimStatus, paid: number | null, reason: string | null, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupMutation = { signup: { viewer: { id: string, kind: ViewerKind, account: string, name: string, memType: MemberType | null, isAssistant: boolean, isPlatform: boolean, roles: Array<Role>, permissions: Array<string> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PasswordStateQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordStateQuery = { passwordState: { mustChange: boolean, expired: boolean, changedAt: string, maxAgeDays: number, aesStr: string } | null };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean, message: string, errors: Array<{ field: string | null, code: string, message: string }> } };

export type KeepPasswordMutationVariables = Exact<{ [key: string]: never; }>;


export type KeepPasswordMutation = { keepPassword: { success: boolean, message: string, errors: Array<{ field: string | null, code: string, message: string }> } };

export type VerificationStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type VerificationStatusQuery = { verificationStatus: { email: string | null, mobile: string | null, emailVerified: boolean, mobileVerified: boolean, mobileRequired: boolean, emailResendAfterSeconds: number, mobileResendAfterSeconds: number } | null };

export type SendVerificationCodeMutationVariables = Exact<{
  channel: VerificationChannel;
}>;


export type SendVerificationCodeMutation = { sendVerificationCode: { success: boolean, message: string, resendAfterSeconds: number, errors: Array<{ field: string | null, code: string, message: string }> } };

export type VerifyCodeMutationVariables = Exact<{
  input: VerifyCodeInput;
}>;


export type VerifyCodeMutation = { verifyCode: { success: boolean, message: string, resendAfterSeconds: number, errors: Array<{ field: string | null, code: string, message: string }> } };

export type MemberReviewStateQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberReviewStateQuery = { memberReviewState: { memType: MemberType, status: MemberStatus, statusName: string, profileCompleted: boolean, canSubmit: boolean, reason: string | null, reviewedAt: string | null, requiredDocuments: Array<string>, documents: Array<{ id: number, kind: string, label: string, originalName: string }> } };

export type CompleteMemberProfileMutationVariables = Exact<{
  input: CompleteProfileInput;
}>;


export type CompleteMemberProfileMutation = { completeMemberProfile: { success: boolean, message: string, errors: Array<{ field: string | null, code: string, message: string }> } };

export type NotifySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotifySettingsQuery = { notifySettings: Array<{ type: NotifyType, label: string, emails: string }> };

export type UpdateNotifySettingsMutationVariables = Exact<{
  input: Array<NotifySettingInput> | NotifySettingInput;
}>;


export type UpdateNotifySettingsMutation = { updateNotifySettings: { success: boolean, message: string, errors: Array<{ field: string | null, code: string, message: string }>, settings: Array<{ type: NotifyType, label: string, emails: string }> } };

export type UpdateContactMutationVariables = Exact<{
  input: UpdateContactInput;
}>;


export type UpdateContactMutation = { updateContact: { success: boolean, message: string, resendAfterSeconds: number, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ProfileFieldsFragment = { loginName: string, name: string, memTypeLabel: string, identityNoMasked: string | null, statusLabel: string, createdAt: string };

export type SellerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type SellerProfileQuery = { viewer: { id: string, profile: { loginName: string, name: string, memTypeLabel: string, identityNoMasked: string | null, statusLabel: string, createdAt: string } | null } | null };

export type BuyerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type BuyerProfileQuery = { buyerProfile: { loginName: string, name: string, memTypeLabel: string, identityNoMasked: string | null, statusLabel: string, createdAt: string } };

export type MerchantFieldsFragment = { id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, serviceAreaCode: string | null, serviceTel: string | null, serviceExt: string | null, businessTypeId: number | null, paymentSwitch: Array<PayType>, cardMethods: Array<string>, reviewReason: string | null, jkoStatus: JkoStatus, jkoMerchantNo: string | null, canCollect: boolean, createdAt: string };

export type MerchantsQueryVariables = Exact<{ [key: string]: never; }>;


export type MerchantsQuery = { merchants: Array<{ id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, serviceAreaCode: string | null, serviceTel: string | null, serviceExt: string | null, businessTypeId: number | null, paymentSwitch: Array<PayType>, cardMethods: Array<string>, reviewReason: string | null, jkoStatus: JkoStatus, jkoMerchantNo: string | null, canCollect: boolean, createdAt: string }> };

export type MerchantQueryVariables = Exact<{
  id: number;
}>;


export type MerchantQuery = { merchant: { id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, serviceAreaCode: string | null, serviceTel: string | null, serviceExt: string | null, businessTypeId: number | null, paymentSwitch: Array<PayType>, cardMethods: Array<string>, reviewReason: string | null, jkoStatus: JkoStatus, jkoMerchantNo: string | null, canCollect: boolean, createdAt: string } | null };

export type CreateMerchantMutationVariables = Exact<{
  input: MerchantInput;
}>;


export type CreateMerchantMutation = { createMerchant: { merchant: { id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, serviceAreaCode: string | null, serviceTel: string | null, serviceExt: string | null, businessTypeId: number | null, paymentSwitch: Array<PayType>, cardMethods: Array<string>, reviewReason: string | null, jkoStatus: JkoStatus, jkoMerchantNo: string | null, canCollect: boolean, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ApplyJkoMutationVariables = Exact<{
  merchantId: number;
  jkoMerchantNo: string;
}>;


export type ApplyJkoMutation = { applyJko: { merchant: { id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, serviceAreaCode: string | null, serviceTel: string | null, serviceExt: string | null, businessTypeId: number | null, paymentSwitch: Array<PayType>, cardMethods: Array<string>, reviewReason: string | null, jkoStatus: JkoStatus, jkoMerchantNo: string | null, canCollect: boolean, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type MerchantCallbackFieldsFragment = { merchantId: number, notifyUrl: string | null, hashKeySet: boolean, merchantNo: string, testHashKey: string | null, testHashIv: string | null };

export type MerchantCallbackPayloadFieldsFragment = { success: boolean, message: string, hashKey: string | null, hashIv: string | null, errors: Array<{ field: string | null, code: string, message: string }>, settings: { merchantId: number, notifyUrl: string | null, hashKeySet: boolean, merchantNo: string, testHashKey: string | null, testHashIv: string | null } | null };

export type MerchantCallbackQueryVariables = Exact<{
  merchantId: number;
}>;


export type MerchantCallbackQuery = { merchantCallback: { merchantId: number, notifyUrl: string | null, hashKeySet: boolean, merchantNo: string, testHashKey: string | null, testHashIv: string | null } | null };

export type SetMerchantNotifyUrlMutationVariables = Exact<{
  merchantId: number;
  notifyUrl: string;
}>;


export type SetMerchantNotifyUrlMutation = { setMerchantNotifyUrl: { success: boolean, message: string, hashKey: string | null, hashIv: string | null, errors: Array<{ field: string | null, code: string, message: string }>, settings: { merchantId: number, notifyUrl: string | null, hashKeySet: boolean, merchantNo: string, testHashKey: string | null, testHashIv: string | null } | null } };

export type RotateMerchantHashKeyMutationVariables = Exact<{
  merchantId: number;
}>;


export type RotateMerchantHashKeyMutation = { rotateMerchantHashKey: { success: boolean, message: string, hashKey: string | null, hashIv: string | null, errors: Array<{ field: string | null, code: string, message: string }>, settings: { merchantId: number, notifyUrl: string | null, hashKeySet: boolean, merchantNo: string, testHashKey: string | null, testHashIv: string | null } | null } };

export type SetMerchantCardMethodsMutationVariables = Exact<{
  merchantId: number;
  methods: Array<string> | string;
}>;


export type SetMerchantCardMethodsMutation = { setMerchantCardMethods: { merchant: { id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, serviceAreaCode: string | null, serviceTel: string | null, serviceExt: string | null, businessTypeId: number | null, paymentSwitch: Array<PayType>, cardMethods: Array<string>, reviewReason: string | null, jkoStatus: JkoStatus, jkoMerchantNo: string | null, canCollect: boolean, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type MoneyOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyOverviewQuery = { moneyOverview: { pending: number | null, available: number | null, withdrawing: number | null, todayTotal: number, todayCount: number, monthTotal: number, monthCount: number, byDay: Array<{ day: string, total: number, count: number }>, byPayType: Array<{ payType: PayType, label: string, total: number, count: number }>, recent: Array<{ id: number, tradeNo: string, merchantOrderNo: string | null, merchantName: string, itemName: string, amount: number, fee: number, payType: PayType, payTypeLabel: string, status: TransactionStatus, statusLabel: string, installments: number, buyerName: string, buyerEmail: string, mobileBarcode: string | null, refundedAmount: number, createdAt: string, paidAt: string | null, settleDueAt: string | null, settledAt: string | null }>, shops: Array<{ status: MerchantStatus, label: string, color: string, count: number }>, actions: Array<{ code: string, label: string, href: string }> } };

export type OperatorTokenFieldsFragment = { id: number, name: string, prefix: string, scopes: Array<OperatorTokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type OperatorTokensQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OperatorTokensQuery = { operatorTokens: { nextCursor: string | null, hasNextPage: boolean, items: Array<{ id: number, name: string, prefix: string, scopes: Array<OperatorTokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type OperatorTokenUsesQueryVariables = Exact<{
  tokenId: number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OperatorTokenUsesQuery = { operatorTokenUses: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: string, operation: string, operationType: string, refused: boolean, address: string, usedAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CreateOperatorTokenMutationVariables = Exact<{
  input: OperatorTokenInput;
}>;


export type CreateOperatorTokenMutation = { createOperatorToken: { secret: string | null, token: { id: number, name: string, prefix: string, scopes: Array<OperatorTokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type RevokeOperatorTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeOperatorTokenMutation = { revokeOperatorToken: { token: { id: number, name: string, prefix: string, scopes: Array<OperatorTokenScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null, revokedAt: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type OpsDailySalesQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  memberId?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OpsDailySalesQuery = { opsDailySales: { hasNextPage: boolean, nextCursor: string | null, range: { from: string, to: string }, items: Array<{ day: string, memberId: number, loginName: string, memberName: string, payType: PayType, count: number, amount: number }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type OpsSettlementSummaryQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  memberId?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OpsSettlementSummaryQuery = { opsSettlementSummary: { hasNextPage: boolean, nextCursor: string | null, range: { from: string, to: string }, items: Array<{ day: string, count: number, gross: number, fee: number, amount: number }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type OpsWithdrawalSummaryQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  memberId?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OpsWithdrawalSummaryQuery = { opsWithdrawalSummary: { hasNextPage: boolean, nextCursor: string | null, range: { from: string, to: string }, items: Array<{ day: string, status: WithdrawalStatus, count: number, amount: number, fee: number, net: number }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PendingMembersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PendingMembersQuery = { pendingMembers: { nextCursor: string | null, hasNextPage: boolean, items: Array<{ id: number, loginName: string, name: string, memType: MemberType, identityNo: string | null, submittedAt: string, bankAccountName: string | null, documents: Array<{ id: number, kind: string, label: string, originalName: string }> }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ReviewMemberMutationVariables = Exact<{
  input: ReviewMemberInput;
}>;


export type ReviewMemberMutation = { reviewMember: { success: boolean, message: string, errors: Array<{ field: string | null, code: string, message: string }> } };

export type OpsMerchantFieldsFragment = { id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, businessTypeId: number | null, businessTypeName: string | null, paymentSwitch: Array<PayType>, reviewReason: string | null, jkoStatus: JkoStatus, jkoReason: string | null, createdAt: string };

export type OpsMerchantsQueryVariables = Exact<{
  filter?: OpsMerchantFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OpsMerchantsQuery = { opsMerchants: { nextCursor: string | null, hasNextPage: boolean, items: Array<{ memberId: number, ownerName: string, ownerLoginName: string, ownerMemType: MemberType, reviewedAt: string | null, jkoAppliedAt: string | null, merchant: { id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, businessTypeId: number | null, businessTypeName: string | null, paymentSwitch: Array<PayType>, reviewReason: string | null, jkoStatus: JkoStatus, jkoReason: string | null, createdAt: string } }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type OpsReviewMerchantMutationVariables = Exact<{
  input: MerchantReviewInput;
}>;


export type OpsReviewMerchantMutation = { reviewMerchant: { merchant: { id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, businessTypeId: number | null, businessTypeName: string | null, paymentSwitch: Array<PayType>, reviewReason: string | null, jkoStatus: JkoStatus, jkoReason: string | null, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type DecideJkoMutationVariables = Exact<{
  input: JkoDecisionInput;
}>;


export type DecideJkoMutation = { decideJko: { merchant: { id: number, name: string, status: MerchantStatus, statusLabel: string, statusColor: string, merType: MerchantType, sellType: SellType, goodsPayType: GoodsPayType, escrowType: EscrowType, website: string | null, businessTypeId: number | null, businessTypeName: string | null, paymentSwitch: Array<PayType>, reviewReason: string | null, jkoStatus: JkoStatus, jkoReason: string | null, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PendingBankAccountsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PendingBankAccountsQuery = { pendingBankAccounts: { nextCursor: string | null, hasNextPage: boolean, items: Array<{ memberId: number, memberName: string, loginName: string, memType: MemberType, bankCode: string, branchCode: string, accountNoMasked: string, accountName: string, updatedAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type VerifyBankAccountMutationVariables = Exact<{
  memberId: number;
}>;


export type VerifyBankAccountMutation = { verifyBankAccount: { bankAccount: { verified: boolean } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type RejectBankAccountMutationVariables = Exact<{
  memberId: number;
  reason: string;
}>;


export type RejectBankAccountMutation = { rejectBankAccount: { bankAccount: { verified: boolean, rejectReason: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type MemberAuditTrailQueryVariables = Exact<{
  memberId: number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MemberAuditTrailQuery = { memberAuditTrail: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, actorLabel: string, actionLabel: string, targetKind: AuditTargetKind, targetRef: string, targetLabel: string, beforeText: string | null, afterText: string | null, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AgentContractsOfQueryVariables = Exact<{
  agentMemberId: number;
}>;


export type AgentContractsOfQuery = { agentContractsOf: Array<{ id: number, startsOn: string, endsOn: string | null, status: AgentContractStatus, settlementCycle: string, note: string, createdBy: string, createdAt: string, rates: Array<{ payType: PayType, basisPoints: number, percent: string }> }> };

export type AgentListRowFieldsFragment = { memberId: number, name: string, loginName: string, email: string | null, state: AgentContractState, startsOn: string | null, endsOn: string | null, requestedAt: string | null, partnerCount: number, monthVolume: number, rates: Array<{ payType: PayType, basisPoints: number, percent: string }> };

export type AgentListQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AgentListQuery = { agentList: { nextCursor: string | null, hasNextPage: boolean, items: Array<{ memberId: number, name: string, loginName: string, email: string | null, state: AgentContractState, startsOn: string | null, endsOn: string | null, requestedAt: string | null, partnerCount: number, monthVolume: number, rates: Array<{ payType: PayType, basisPoints: number, percent: string }> }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type AgentOfQueryVariables = Exact<{
  agentMemberId: number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AgentOfQuery = { agentOf: { memberId: number, name: string, loginName: string, email: string | null, state: AgentContractState, startsOn: string | null, endsOn: string | null, requestedAt: string | null, partnerCount: number, monthVolume: number, rates: Array<{ payType: PayType, basisPoints: number, percent: string }> } | null, agentPartnersOf: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, email: string, memberName: string | null, loginName: string | null, memberStatus: MemberStatus | null, status: AgentPartnerStatus, activeShops: number, note: string, createdAt: string, acceptedAt: string | null }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type SetAgentContractMutationVariables = Exact<{
  agentMemberId: number;
  input: AgentContractInput;
}>;


export type SetAgentContractMutation = { setAgentContract: { contract: { id: number, status: AgentContractStatus } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CloseAgentShareMonthMutationVariables = Exact<{
  agentMemberId: number;
  month: string;
}>;


export type CloseAgentShareMonthMutation = { closeAgentShareMonth: { paid: number | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type FailWithdrawalMutationVariables = Exact<{
  withdrawalId: number;
  reason: string;
}>;


export type FailWithdrawalMutation = { failWithdrawal: { failed: boolean, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: { success: boolean, message: string, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ResetTokenStatusQueryVariables = Exact<{
  token: string;
}>;


export type ResetTokenStatusQuery = { resetTokenStatus: { valid: boolean, kind: LoginKind | null } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PaymentLinkFieldsFragment = { id: number, merchantId: number, merchantName: string, token: string, url: string, qrCode: string, title: string, amount: number | null, description: string, payTypes: Array<PayType>, installments: Array<number>, expiresAt: string | null, quantityLimit: number | null, perOrderLimit: number | null, enabled: boolean, state: PaymentLinkState, paidCount: number, unitsSold: number, paidTotal: number, createdAt: string };

export type PaymentLinksQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PaymentLinksQuery = { paymentLinks: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, merchantId: number, merchantName: string, token: string, url: string, qrCode: string, title: string, amount: number | null, description: string, payTypes: Array<PayType>, installments: Array<number>, expiresAt: string | null, quantityLimit: number | null, perOrderLimit: number | null, enabled: boolean, state: PaymentLinkState, paidCount: number, unitsSold: number, paidTotal: number, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PaymentLinkQueryVariables = Exact<{
  id: number;
}>;


export type PaymentLinkQuery = { paymentLink: { id: number, merchantId: number, merchantName: string, token: string, url: string, qrCode: string, title: string, amount: number | null, description: string, payTypes: Array<PayType>, installments: Array<number>, expiresAt: string | null, quantityLimit: number | null, perOrderLimit: number | null, enabled: boolean, state: PaymentLinkState, paidCount: number, unitsSold: number, paidTotal: number, createdAt: string } | null };

export type CreatePaymentLinkMutationVariables = Exact<{
  input: PaymentLinkInput;
}>;


export type CreatePaymentLinkMutation = { createPaymentLink: { link: { id: number, merchantId: number, merchantName: string, token: string, url: string, qrCode: string, title: string, amount: number | null, description: string, payTypes: Array<PayType>, installments: Array<number>, expiresAt: string | null, quantityLimit: number | null, perOrderLimit: number | null, enabled: boolean, state: PaymentLinkState, paidCount: number, unitsSold: number, paidTotal: number, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type UpdatePaymentLinkMutationVariables = Exact<{
  id: number;
  input: PaymentLinkInput;
}>;


export type UpdatePaymentLinkMutation = { updatePaymentLink: { link: { id: number, merchantId: number, merchantName: string, token: string, url: string, qrCode: string, title: string, amount: number | null, description: string, payTypes: Array<PayType>, installments: Array<number>, expiresAt: string | null, quantityLimit: number | null, perOrderLimit: number | null, enabled: boolean, state: PaymentLinkState, paidCount: number, unitsSold: number, paidTotal: number, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PublicPaymentLinkQueryVariables = Exact<{
  token: string;
}>;


export type PublicPaymentLinkQuery = { publicPaymentLink: { token: string, title: string, merchantName: string, amount: number | null, description: string, payTypes: Array<PayType>, installments: Array<number>, cardMethods: Array<string>, available: boolean, state: PaymentLinkState, sellsUnits: boolean, unitsLeft: number | null, perOrderLimit: number | null, maxQuantity: number, qrCode: string, url: string, sandbox: boolean, returnUrl: string | null } | null };

export type BuyerTransactionFieldsFragment = { tradeNo: string, merchantOrderNo: string, amount: number, quantity: number, payType: PayType, status: TransactionStatus, paymentCode: string | null, codeExpiresAt: string | null, paidAt: string | null, installments: number, failureReason: string | null };

export type SandboxPayMutationVariables = Exact<{
  input: SandboxPayInput;
}>;


export type SandboxPayMutation = { sandboxPay: { transaction: { tradeNo: string, merchantOrderNo: string, amount: number, quantity: number, payType: PayType, status: TransactionStatus, paymentCode: string | null, codeExpiresAt: string | null, paidAt: string | null, installments: number, failureReason: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type SandboxMarkPaidMutationVariables = Exact<{
  tradeNo: string;
}>;


export type SandboxMarkPaidMutation = { sandboxMarkPaid: { transaction: { tradeNo: string, merchantOrderNo: string, amount: number, quantity: number, payType: PayType, status: TransactionStatus, paymentCode: string | null, codeExpiresAt: string | null, paidAt: string | null, installments: number, failureReason: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type MyPaymentsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyPaymentsQuery = { myPayments: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ tradeNo: string, merchantName: string, itemName: string, amount: number, payTypeLabel: string, statusLabel: string, createdAt: string, refundedAmount: number, refundedAt: string | null, recurring: boolean, refundReason: string | null }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PermissionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionCatalogueQuery = { permissionCatalogue: Array<{ key: string, type: PermissionType, bread: string, parentKey: string | null, sort: number, area: string }> };

export type PeriodPlanFieldsFragment = { id: number, merchantId: number, merchantName: string, token: string, title: string, description: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, trialDays: number, firstChargeDate: string | null, enabled: boolean, activeSubscriptions: number, url: string, qrCode: string, createdAt: string };

export type PeriodChargeFieldsFragment = { period: number, attempt: number, dueDate: string, paid: boolean, tradeNo: string | null, amount: number, failureReason: string | null, subNo: string, planTitle: string, buyerName: string, createdAt: string };

export type PeriodSubscriptionFieldsFragment = { subNo: string, planId: number, planTitle: string, merchantName: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, status: SubscriptionStatus, buyerName: string, buyerEmail: string, buyerMobile: string, card: string, chargesDone: number, nextChargeDate: string | null, createdAt: string, closedAt: string | null };

export type PeriodPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PeriodPlansQuery = { periodPlans: Array<{ id: number, merchantId: number, merchantName: string, token: string, title: string, description: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, trialDays: number, firstChargeDate: string | null, enabled: boolean, activeSubscriptions: number, url: string, qrCode: string, createdAt: string }> };

export type PeriodPlanQueryVariables = Exact<{
  id: number;
}>;


export type PeriodPlanQuery = { periodPlan: { id: number, merchantId: number, merchantName: string, token: string, title: string, description: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, trialDays: number, firstChargeDate: string | null, enabled: boolean, activeSubscriptions: number, url: string, qrCode: string, createdAt: string } | null };

export type CreatePeriodPlanMutationVariables = Exact<{
  input: PeriodPlanInput;
}>;


export type CreatePeriodPlanMutation = { createPeriodPlan: { plan: { id: number, merchantId: number, merchantName: string, token: string, title: string, description: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, trialDays: number, firstChargeDate: string | null, enabled: boolean, activeSubscriptions: number, url: string, qrCode: string, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type UpdatePeriodPlanMutationVariables = Exact<{
  id: number;
  input: PeriodPlanInput;
}>;


export type UpdatePeriodPlanMutation = { updatePeriodPlan: { plan: { id: number, merchantId: number, merchantName: string, token: string, title: string, description: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, trialDays: number, firstChargeDate: string | null, enabled: boolean, activeSubscriptions: number, url: string, qrCode: string, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PeriodSubscriptionsQueryVariables = Exact<{
  filter?: PeriodSubscriptionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PeriodSubscriptionsQuery = { periodSubscriptions: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ subNo: string, planId: number, planTitle: string, merchantName: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, status: SubscriptionStatus, buyerName: string, buyerEmail: string, buyerMobile: string, card: string, chargesDone: number, nextChargeDate: string | null, createdAt: string, closedAt: string | null }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PeriodSubscriptionQueryVariables = Exact<{
  subNo: string;
}>;


export type PeriodSubscriptionQuery = { periodSubscription: { subNo: string, planId: number, planTitle: string, merchantName: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, status: SubscriptionStatus, buyerName: string, buyerEmail: string, buyerMobile: string, card: string, chargesDone: number, nextChargeDate: string | null, createdAt: string, closedAt: string | null, charges: Array<{ period: number, attempt: number, dueDate: string, paid: boolean, tradeNo: string | null, amount: number, failureReason: string | null, subNo: string, planTitle: string, buyerName: string, createdAt: string }> } | null };

export type PausePeriodSubscriptionMutationVariables = Exact<{
  subNo: string;
}>;


export type PausePeriodSubscriptionMutation = { pausePeriodSubscription: { subscription: { subNo: string, planId: number, planTitle: string, merchantName: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, status: SubscriptionStatus, buyerName: string, buyerEmail: string, buyerMobile: string, card: string, chargesDone: number, nextChargeDate: string | null, createdAt: string, closedAt: string | null, charges: Array<{ period: number, attempt: number, dueDate: string, paid: boolean, tradeNo: string | null, amount: number, failureReason: string | null, subNo: string, planTitle: string, buyerName: string, createdAt: string }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ResumePeriodSubscriptionMutationVariables = Exact<{
  subNo: string;
}>;


export type ResumePeriodSubscriptionMutation = { resumePeriodSubscription: { subscription: { subNo: string, planId: number, planTitle: string, merchantName: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, status: SubscriptionStatus, buyerName: string, buyerEmail: string, buyerMobile: string, card: string, chargesDone: number, nextChargeDate: string | null, createdAt: string, closedAt: string | null, charges: Array<{ period: number, attempt: number, dueDate: string, paid: boolean, tradeNo: string | null, amount: number, failureReason: string | null, subNo: string, planTitle: string, buyerName: string, createdAt: string }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CancelPeriodSubscriptionMutationVariables = Exact<{
  subNo: string;
}>;


export type CancelPeriodSubscriptionMutation = { cancelPeriodSubscription: { subscription: { subNo: string, planId: number, planTitle: string, merchantName: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, status: SubscriptionStatus, buyerName: string, buyerEmail: string, buyerMobile: string, card: string, chargesDone: number, nextChargeDate: string | null, createdAt: string, closedAt: string | null, charges: Array<{ period: number, attempt: number, dueDate: string, paid: boolean, tradeNo: string | null, amount: number, failureReason: string | null, subNo: string, planTitle: string, buyerName: string, createdAt: string }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type SandboxDeclineSubscriptionCardMutationVariables = Exact<{
  subNo: string;
}>;


export type SandboxDeclineSubscriptionCardMutation = { sandboxDeclineSubscriptionCard: { subscription: { subNo: string, planId: number, planTitle: string, merchantName: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, status: SubscriptionStatus, buyerName: string, buyerEmail: string, buyerMobile: string, card: string, chargesDone: number, nextChargeDate: string | null, createdAt: string, closedAt: string | null, charges: Array<{ period: number, attempt: number, dueDate: string, paid: boolean, tradeNo: string | null, amount: number, failureReason: string | null, subNo: string, planTitle: string, buyerName: string, createdAt: string }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PeriodChargesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PeriodChargesQuery = { periodCharges: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ period: number, attempt: number, dueDate: string, paid: boolean, tradeNo: string | null, amount: number, failureReason: string | null, subNo: string, planTitle: string, buyerName: string, createdAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PublicPeriodPlanQueryVariables = Exact<{
  token: string;
}>;


export type PublicPeriodPlanQuery = { publicPeriodPlan: { token: string, title: string, merchantName: string, description: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, trialDays: number, available: boolean, schedulePreview: Array<string>, sandbox: boolean } | null };

export type SubscribeBuyerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscribeBuyerProfileQuery = { buyerProfile: { name: string, email: string | null, mobile: string | null } };

export type SubscribePeriodPlanMutationVariables = Exact<{
  input: PeriodSubscribeInput;
}>;


export type SubscribePeriodPlanMutation = { subscribePeriodPlan: { subscription: { subNo: string, planTitle: string, merchantName: string, amount: number, cycle: PeriodCycle, totalCharges: number | null, status: SubscriptionStatus, card: string, chargesDone: number, nextChargeDate: string | null, charges: Array<{ period: number, attempt: number, dueDate: string, paid: boolean, tradeNo: string | null }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type RecurringTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type RecurringTodayQuery = { recurringToday: string };

export type PublicReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicReferenceQuery = { reference: { instalmentPeriods: Array<number>, cvsFee: number, atmRateBp: number, atmSingleLimit: number, bnplRateBp: number, paymentTypes: Array<{ code: number, name: string, label: string, group: string, switchable: boolean }>, cardRates: Array<{ kind: CardKind, label: string, rateBp: number }>, instalmentRates: Array<{ periods: number, rateBp: number }>, wallets: Array<{ kind: WalletKind, payType: PayType, label: string, rateBp: number, note: string }>, refundFees: { cvs: number, atm: number }, withdrawal: { fee: number, minBusinessDays: number, maxBusinessDays: number }, creditLimits: { individual: number, enterprise: number }, withdrawLimits: { individualDefault: number, individualExtra: number, enterpriseDefault: number, enterpriseExtra: number }, dormantBalance: { days: number, monthlyRateBp: number, minimumFee: number }, settlement: Array<{ payType: PayType, payTypeLabel: string, event: string, eventLabel: string, days: number, fromSpec: boolean }>, logistics: { noShowFee: number, storeFees: { b2cNormal: number, b2cFrozen: number, b2cReturn: number, c2cNormal: number, c2cFrozen: number }, frozenPickup: { perParcel: number, bulkPerParcel: number, bulkFrom: number }, codCollection: { rateBp: number, minimum: number }, homeCollection: { rateBp: number, minimum: number }, homeRates: Array<{ temperature: string, sizesCm: Array<number>, rows: Array<{ region: string, regionLabel: string, fees: Array<number> }> }>, packageRules: Array<{ service: string, label: string, maxLongestSideCm: number | null, maxSumCm: number, maxWeightKg: number }>, compensationCaps: { c2c: number, b2c: number, frozen: number, home: number }, shippingDeadlines: { c2cDays: number, b2cNormalDays: number, b2cFrozenDays: number }, pickupWindows: { normalDays: number, frozenDays: number } }, instalmentBanks: Array<{ code: string, name: string, periods: Array<number> }>, customerService: { weekdays: string, phone: string, email: string, address: string, hours: Array<{ from: string, to: string }> } } };

export type StoreFieldsFragment = { id: number, merchantId: number, merchantName: string, name: string, slug: string, description: string, bannerUrl: string | null, payTypes: Array<PayType>, installments: Array<number>, deliveryMethods: Array<DeliveryMethod>, isOpen: boolean, productCount: number, url: string, qrCode: string, createdAt: string, shippingFees: Array<{ deliveryMethod: DeliveryMethod, fee: number }> };

export type ProductFieldsFragment = { id: number, name: string, price: number, description: string, stock: number, reserved: number, sold: number, perOrderLimit: number | null, listed: boolean, sortOrder: number, imageUrls: Array<string>, storeIds: Array<number>, createdAt: string, updatedAt: string };

export type ShopOrderFieldsFragment = { orderNo: string, storeId: number, storeName: string, storeSlug: string, status: OrderStatus, amount: number, goodsAmount: number, shippingFee: number, payType: PayType, buyerName: string, buyerEmail: string, buyerMobile: string, deliveryMethod: DeliveryMethod, deliveryAddress: string, tradeNo: string | null, paymentCode: string | null, codeExpiresAt: string | null, refundedAmount: number, cancelReason: string | null, restocked: boolean, createdAt: string, paidAt: string | null, shippedAt: string | null, completedAt: string | null, closedAt: string | null, refundedAt: string | null, refundReason: RefundReason | null, refundNote: string | null, items: Array<{ productId: number, name: string, unitPrice: number, quantity: number }>, parcel: { id: number, logisticsNo: string, status: ShipmentStatus, storeName: string | null } | null };

export type StoreDeliveryOptionsQueryVariables = Exact<{
  merchantId: number;
}>;


export type StoreDeliveryOptionsQuery = { storeDeliveryOptions: Array<{ deliveryMethod: DeliveryMethod, available: boolean, reason: string | null }> };

export type StoresQueryVariables = Exact<{ [key: string]: never; }>;


export type StoresQuery = { stores: Array<{ id: number, merchantId: number, merchantName: string, name: string, slug: string, description: string, bannerUrl: string | null, payTypes: Array<PayType>, installments: Array<number>, deliveryMethods: Array<DeliveryMethod>, isOpen: boolean, productCount: number, url: string, qrCode: string, createdAt: string, shippingFees: Array<{ deliveryMethod: DeliveryMethod, fee: number }> }> };

export type StoreQueryVariables = Exact<{
  id: number;
}>;


export type StoreQuery = { store: { id: number, merchantId: number, merchantName: string, name: string, slug: string, description: string, bannerUrl: string | null, payTypes: Array<PayType>, installments: Array<number>, deliveryMethods: Array<DeliveryMethod>, isOpen: boolean, productCount: number, url: string, qrCode: string, createdAt: string, shippingFees: Array<{ deliveryMethod: DeliveryMethod, fee: number }> } | null };

export type CreateStoreMutationVariables = Exact<{
  input: StoreInput;
}>;


export type CreateStoreMutation = { createStore: { store: { id: number, merchantId: number, merchantName: string, name: string, slug: string, description: string, bannerUrl: string | null, payTypes: Array<PayType>, installments: Array<number>, deliveryMethods: Array<DeliveryMethod>, isOpen: boolean, productCount: number, url: string, qrCode: string, createdAt: string, shippingFees: Array<{ deliveryMethod: DeliveryMethod, fee: number }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type UpdateStoreMutationVariables = Exact<{
  id: number;
  input: StoreInput;
}>;


export type UpdateStoreMutation = { updateStore: { store: { id: number, merchantId: number, merchantName: string, name: string, slug: string, description: string, bannerUrl: string | null, payTypes: Array<PayType>, installments: Array<number>, deliveryMethods: Array<DeliveryMethod>, isOpen: boolean, productCount: number, url: string, qrCode: string, createdAt: string, shippingFees: Array<{ deliveryMethod: DeliveryMethod, fee: number }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ProductsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProductsQuery = { products: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, name: string, price: number, description: string, stock: number, reserved: number, sold: number, perOrderLimit: number | null, listed: boolean, sortOrder: number, imageUrls: Array<string>, storeIds: Array<number>, createdAt: string, updatedAt: string }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ProductQueryVariables = Exact<{
  id: number;
}>;


export type ProductQuery = { product: { id: number, name: string, price: number, description: string, stock: number, reserved: number, sold: number, perOrderLimit: number | null, listed: boolean, sortOrder: number, imageUrls: Array<string>, storeIds: Array<number>, createdAt: string, updatedAt: string } | null };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { createProduct: { product: { id: number, name: string, price: number, description: string, stock: number, reserved: number, sold: number, perOrderLimit: number | null, listed: boolean, sortOrder: number, imageUrls: Array<string>, storeIds: Array<number>, createdAt: string, updatedAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type UpdateProductMutationVariables = Exact<{
  id: number;
  input: ProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { product: { id: number, name: string, price: number, description: string, stock: number, reserved: number, sold: number, perOrderLimit: number | null, listed: boolean, sortOrder: number, imageUrls: Array<string>, storeIds: Array<number>, createdAt: string, updatedAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type StoreSalesFieldsFragment = { store: { id: number, merchantId: number, name: string, slug: string, isOpen: boolean }, lines: Array<{ assigned: boolean, position: number | null, product: { id: number, name: string, price: number, stock: number, listed: boolean } }> };

export type StoreSalesQueryVariables = Exact<{
  storeId: number;
}>;


export type StoreSalesQuery = { storeSales: { store: { id: number, merchantId: number, name: string, slug: string, isOpen: boolean }, lines: Array<{ assigned: boolean, position: number | null, product: { id: number, name: string, price: number, stock: number, listed: boolean } }> } | null };

export type SaveStoreSalesMutationVariables = Exact<{
  storeId: number;
  productIds: Array<number> | number;
}>;


export type SaveStoreSalesMutation = { saveStoreSales: { sales: { store: { id: number, merchantId: number, name: string, slug: string, isOpen: boolean }, lines: Array<{ assigned: boolean, position: number | null, product: { id: number, name: string, price: number, stock: number, listed: boolean } }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ShopOrdersQueryVariables = Exact<{
  filter?: ShopOrderFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ShopOrdersQuery = { shopOrders: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ orderNo: string, storeId: number, storeName: string, storeSlug: string, status: OrderStatus, amount: number, goodsAmount: number, shippingFee: number, payType: PayType, buyerName: string, buyerEmail: string, buyerMobile: string, deliveryMethod: DeliveryMethod, deliveryAddress: string, tradeNo: string | null, paymentCode: string | null, codeExpiresAt: string | null, refundedAmount: number, cancelReason: string | null, restocked: boolean, createdAt: string, paidAt: string | null, shippedAt: string | null, completedAt: string | null, closedAt: string | null, refundedAt: string | null, refundReason: RefundReason | null, refundNote: string | null, items: Array<{ productId: number, name: string, unitPrice: number, quantity: number }>, parcel: { id: number, logisticsNo: string, status: ShipmentStatus, storeName: string | null } | null }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CancelShopOrderMutationVariables = Exact<{
  orderNo: string;
}>;


export type CancelShopOrderMutation = { cancelShopOrder: { order: { orderNo: string, storeId: number, storeName: string, storeSlug: string, status: OrderStatus, amount: number, goodsAmount: number, shippingFee: number, payType: PayType, buyerName: string, buyerEmail: string, buyerMobile: string, deliveryMethod: DeliveryMethod, deliveryAddress: string, tradeNo: string | null, paymentCode: string | null, codeExpiresAt: string | null, refundedAmount: number, cancelReason: string | null, restocked: boolean, createdAt: string, paidAt: string | null, shippedAt: string | null, completedAt: string | null, closedAt: string | null, refundedAt: string | null, refundReason: RefundReason | null, refundNote: string | null, items: Array<{ productId: number, name: string, unitPrice: number, quantity: number }>, parcel: { id: number, logisticsNo: string, status: ShipmentStatus, storeName: string | null } | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ShipShopOrderMutationVariables = Exact<{
  orderNo: string;
}>;


export type ShipShopOrderMutation = { shipShopOrder: { order: { orderNo: string, storeId: number, storeName: string, storeSlug: string, status: OrderStatus, amount: number, goodsAmount: number, shippingFee: number, payType: PayType, buyerName: string, buyerEmail: string, buyerMobile: string, deliveryMethod: DeliveryMethod, deliveryAddress: string, tradeNo: string | null, paymentCode: string | null, codeExpiresAt: string | null, refundedAmount: number, cancelReason: string | null, restocked: boolean, createdAt: string, paidAt: string | null, shippedAt: string | null, completedAt: string | null, closedAt: string | null, refundedAt: string | null, refundReason: RefundReason | null, refundNote: string | null, items: Array<{ productId: number, name: string, unitPrice: number, quantity: number }>, parcel: { id: number, logisticsNo: string, status: ShipmentStatus, storeName: string | null } | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CompleteShopOrderMutationVariables = Exact<{
  orderNo: string;
}>;


export type CompleteShopOrderMutation = { completeShopOrder: { order: { orderNo: string, storeId: number, storeName: string, storeSlug: string, status: OrderStatus, amount: number, goodsAmount: number, shippingFee: number, payType: PayType, buyerName: string, buyerEmail: string, buyerMobile: string, deliveryMethod: DeliveryMethod, deliveryAddress: string, tradeNo: string | null, paymentCode: string | null, codeExpiresAt: string | null, refundedAmount: number, cancelReason: string | null, restocked: boolean, createdAt: string, paidAt: string | null, shippedAt: string | null, completedAt: string | null, closedAt: string | null, refundedAt: string | null, refundReason: RefundReason | null, refundNote: string | null, items: Array<{ productId: number, name: string, unitPrice: number, quantity: number }>, parcel: { id: number, logisticsNo: string, status: ShipmentStatus, storeName: string | null } | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type RefundShopOrderMutationVariables = Exact<{
  input: RefundShopOrderInput;
}>;


export type RefundShopOrderMutation = { refundShopOrder: { order: { orderNo: string, storeId: number, storeName: string, storeSlug: string, status: OrderStatus, amount: number, goodsAmount: number, shippingFee: number, payType: PayType, buyerName: string, buyerEmail: string, buyerMobile: string, deliveryMethod: DeliveryMethod, deliveryAddress: string, tradeNo: string | null, paymentCode: string | null, codeExpiresAt: string | null, refundedAmount: number, cancelReason: string | null, restocked: boolean, createdAt: string, paidAt: string | null, shippedAt: string | null, completedAt: string | null, closedAt: string | null, refundedAt: string | null, refundReason: RefundReason | null, refundNote: string | null, items: Array<{ productId: number, name: string, unitPrice: number, quantity: number }>, parcel: { id: number, logisticsNo: string, status: ShipmentStatus, storeName: string | null } | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type StorefrontQueryVariables = Exact<{
  slug: string;
}>;


export type StorefrontQuery = { storefront: { slug: string, name: string, merchantName: string, description: string, bannerUrl: string | null, isOpen: boolean, payTypes: Array<PayType>, installments: Array<number>, cardMethods: Array<string>, deliveryMethods: Array<DeliveryMethod>, sandbox: boolean, shippingFees: Array<{ deliveryMethod: DeliveryMethod, fee: number }>, products: Array<{ id: number, name: string, price: number, description: string, available: number, perOrderLimit: number | null, imageUrls: Array<string> }> } | null };

export type StorefrontOrderFieldsFragment = { orderNo: string, storeName: string, storeSlug: string, status: OrderStatus, amount: number, goodsAmount: number, shippingFee: number, payType: PayType, buyerName: string, buyerEmail: string, deliveryMethod: DeliveryMethod, deliveryAddress: string, tradeNo: string | null, paymentCode: string | null, codeExpiresAt: string | null, createdAt: string, paidAt: string | null, items: Array<{ productId: number, name: string, unitPrice: number, quantity: number }> };

export type PlaceShopOrderMutationVariables = Exact<{
  input: ShopCheckoutInput;
}>;


export type PlaceShopOrderMutation = { placeShopOrder: { order: { orderNo: string, storeName: string, storeSlug: string, status: OrderStatus, amount: number, goodsAmount: number, shippingFee: number, payType: PayType, buyerName: string, buyerEmail: string, deliveryMethod: DeliveryMethod, deliveryAddress: string, tradeNo: string | null, paymentCode: string | null, codeExpiresAt: string | null, createdAt: string, paidAt: string | null, items: Array<{ productId: number, name: string, unitPrice: number, quantity: number }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ShopOrderReceiptQueryVariables = Exact<{
  orderNo: string;
  email: string;
}>;


export type ShopOrderReceiptQuery = { shopOrderReceipt: { orderNo: string, storeName: string, storeSlug: string, status: OrderStatus, amount: number, goodsAmount: number, shippingFee: number, payType: PayType, buyerName: string, buyerEmail: string, deliveryMethod: DeliveryMethod, deliveryAddress: string, tradeNo: string | null, paymentCode: string | null, codeExpiresAt: string | null, createdAt: string, paidAt: string | null, items: Array<{ productId: number, name: string, unitPrice: number, quantity: number }> } | null };

export type StoreBuyerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreBuyerProfileQuery = { buyerProfile: { name: string, email: string | null, mobile: string | null } };

export type StoreMyOrderEmailQueryVariables = Exact<{
  orderNo: string;
}>;


export type StoreMyOrderEmailQuery = { myShopOrders: { items: Array<{ orderNo: string, buyerEmail: string }> } };

export type PickupStoresQueryVariables = Exact<{
  keyword: string;
}>;


export type PickupStoresQuery = { pickupStores: Array<{ code: string, chain: string, name: string, address: string, frozen: boolean }> };

export type DeclareBeneficiaryMutationVariables = Exact<{
  owners: Array<BeneficialOwnerInput> | BeneficialOwnerInput;
}>;


export type DeclareBeneficiaryMutation = { declareBeneficiary: { errors: Array<{ field: string | null, code: string, message: string }> } };

export type SystemStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemStatusQuery = { systemStatus: { measuredAt: string, settlementLagSeconds: number, settlementsDue: number, callbacksFailing: number, callbacksGaveUp: number, callbackFailuresLastHour: number, recurringDue: number, recurringFailedLastDay: number, loginsLocked: number, loginFailuresLastHour: number, queues: Array<{ queue: string, waiting: number, active: number, failedLastDay: number, lastCompletedAt: string | null, lastFailedAt: string | null }> } };

export type TransactionFieldsFragment = { id: number, tradeNo: string, merchantOrderNo: string | null, merchantName: string, itemName: string, amount: number, fee: number, payType: PayType, payTypeLabel: string, status: TransactionStatus, statusLabel: string, installments: number, buyerName: string, buyerEmail: string, mobileBarcode: string | null, refundedAmount: number, createdAt: string, paidAt: string | null, settleDueAt: string | null, settledAt: string | null };

export type TransactionPageFieldsFragment = { nextCursor: string | null, items: Array<{ id: number, tradeNo: string, merchantOrderNo: string | null, merchantName: string, itemName: string, amount: number, fee: number, payType: PayType, payTypeLabel: string, status: TransactionStatus, statusLabel: string, installments: number, buyerName: string, buyerEmail: string, mobileBarcode: string | null, refundedAmount: number, createdAt: string, paidAt: string | null, settleDueAt: string | null, settledAt: string | null }>, range: { from: string, to: string }, errors: Array<{ field: string | null, code: string, message: string }> };

export type TransactionsQueryVariables = Exact<{
  filter: TransactionFilter;
  withTotals: boolean;
}>;


export type TransactionsQuery = { transactions: { totalCount?: number, totalAmount?: number, nextCursor: string | null, items: Array<{ id: number, tradeNo: string, merchantOrderNo: string | null, merchantName: string, itemName: string, amount: number, fee: number, payType: PayType, payTypeLabel: string, status: TransactionStatus, statusLabel: string, installments: number, buyerName: string, buyerEmail: string, mobileBarcode: string | null, refundedAmount: number, createdAt: string, paidAt: string | null, settleDueAt: string | null, settledAt: string | null }>, range: { from: string, to: string }, errors: Array<{ field: string | null, code: string, message: string }> } };

export type PaymentLinkTransactionsQueryVariables = Exact<{
  filter: TransactionFilter;
  withTotals: boolean;
}>;


export type PaymentLinkTransactionsQuery = { paymentLinkTransactions: { totalCount?: number, totalAmount?: number, nextCursor: string | null, items: Array<{ id: number, tradeNo: string, merchantOrderNo: string | null, merchantName: string, itemName: string, amount: number, fee: number, payType: PayType, payTypeLabel: string, status: TransactionStatus, statusLabel: string, installments: number, buyerName: string, buyerEmail: string, mobileBarcode: string | null, refundedAmount: number, createdAt: string, paidAt: string | null, settleDueAt: string | null, settledAt: string | null }>, range: { from: string, to: string }, errors: Array<{ field: string | null, code: string, message: string }> } };

export type LedgerLineFieldsFragment = { entryId: number, kind: LedgerEntryKind, memo: string, account: string, amount: number, balanceAfter: number, tradeNo: string | null, withdrawalId: number | null, shipmentId: number | null, logisticsNo: string | null, createdAt: string };

export type TransactionDetailQueryVariables = Exact<{
  tradeNo: string;
}>;


export type TransactionDetailQuery = { transaction: { refundable: number, refundFee: number, transaction: { id: number, tradeNo: string, merchantOrderNo: string | null, merchantName: string, itemName: string, amount: number, fee: number, payType: PayType, payTypeLabel: string, status: TransactionStatus, statusLabel: string, installments: number, buyerName: string, buyerEmail: string, mobileBarcode: string | null, refundedAmount: number, createdAt: string, paidAt: string | null, settleDueAt: string | null, settledAt: string | null }, entries: Array<{ entryId: number, kind: LedgerEntryKind, memo: string, account: string, amount: number, balanceAfter: number, tradeNo: string | null, withdrawalId: number | null, shipmentId: number | null, logisticsNo: string | null, createdAt: string }>, refunds: Array<{ id: number, amount: number, fee: number, reserved: boolean, createdAt: string, executedAt: string | null, reason: RefundReason | null, note: string }>, notify: { status: CallbackStatus, statusLabel: string, nextAttemptAt: string | null, attempts: Array<{ attempt: number, at: string, statusCode: number | null, ok: boolean, error: string | null }> } | null } | null };

export type NotifyLogFieldsFragment = { status: CallbackStatus, statusLabel: string, nextAttemptAt: string | null, attempts: Array<{ attempt: number, at: string, statusCode: number | null, ok: boolean, error: string | null }> };

export type ResendPaymentNotifyMutationVariables = Exact<{
  tradeNo: string;
}>;


export type ResendPaymentNotifyMutation = { resendPaymentNotify: { success: boolean, message: string, log: { status: CallbackStatus, statusLabel: string, nextAttemptAt: string | null, attempts: Array<{ attempt: number, at: string, statusCode: number | null, ok: boolean, error: string | null }> } | null } };

export type RefundTransactionMutationVariables = Exact<{
  input: RefundInput;
}>;


export type RefundTransactionMutation = { refundTransaction: { reserved: boolean, fromTrust: number | null, fromHeld: number | null, transaction: { id: number, tradeNo: string, merchantOrderNo: string | null, merchantName: string, itemName: string, amount: number, fee: number, payType: PayType, payTypeLabel: string, status: TransactionStatus, statusLabel: string, installments: number, buyerName: string, buyerEmail: string, mobileBarcode: string | null, refundedAmount: number, createdAt: string, paidAt: string | null, settleDueAt: string | null, settledAt: string | null } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type WebhookEndpointFieldsFragment = { id: number, merchantId: number | null, merchantName: string | null, url: string, description: string | null, events: Array<string>, enabled: boolean, createdAt: string };

export type WebhookDeliveryFieldsFragment = { id: number, eventId: string, eventType: string, endpointId: number, endpointUrl: string, status: CallbackStatus, statusLabel: string, nextAttemptAt: string | null, createdAt: string, attempts: Array<{ attempt: number, at: string, statusCode: number | null, ok: boolean, error: string | null, answer: string | null }> };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: number, merchantId: number | null, merchantName: string | null, url: string, description: string | null, events: Array<string>, enabled: boolean, createdAt: string }> };

export type WebhookShopsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookShopsQuery = { merchants: Array<{ id: number, name: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId?: number | null | undefined;
  failingOnly?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { hasNextPage: boolean, nextCursor: string | null, items: Array<{ id: number, eventId: string, eventType: string, endpointId: number, endpointUrl: string, status: CallbackStatus, statusLabel: string, nextAttemptAt: string | null, createdAt: string, attempts: Array<{ attempt: number, at: string, statusCode: number | null, ok: boolean, error: string | null, answer: string | null }> }>, errors: Array<{ field: string | null, code: string, message: string }> } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { success: boolean, message: string, secret: string | null, endpoint: { id: number, merchantId: number | null, merchantName: string | null, url: string, description: string | null, events: Array<string>, enabled: boolean, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: number;
  input: WebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { success: boolean, message: string, endpoint: { id: number, merchantId: number | null, merchantName: string | null, url: string, description: string | null, events: Array<string>, enabled: boolean, createdAt: string } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: { success: boolean, message: string, errors: Array<{ field: string | null, code: string, message: string }> } };

export type WebhookSecretMutationVariables = Exact<{
  id: number;
  rotate: boolean;
}>;


export type WebhookSecretMutation = { webhookSecret: { success: boolean, message: string, secret: string | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type ResendWebhookDeliveryMutationVariables = Exact<{
  id: number;
}>;


export type ResendWebhookDeliveryMutation = { resendWebhookDelivery: { success: boolean, message: string, delivery: { id: number, eventId: string, eventType: string, endpointId: number, endpointUrl: string, status: CallbackStatus, statusLabel: string, nextAttemptAt: string | null, createdAt: string, attempts: Array<{ attempt: number, at: string, statusCode: number | null, ok: boolean, error: string | null, answer: string | null }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type SendWebhookTestEventMutationVariables = Exact<{
  endpointId: number;
}>;


export type SendWebhookTestEventMutation = { sendWebhookTestEvent: { success: boolean, message: string, delivery: { id: number, eventId: string, eventType: string, endpointId: number, endpointUrl: string, status: CallbackStatus, statusLabel: string, nextAttemptAt: string | null, createdAt: string, attempts: Array<{ attempt: number, at: string, statusCode: number | null, ok: boolean, error: string | null, answer: string | null }> } | null, errors: Array<{ field: string | null, code: string, message: string }> } };

export type FieldErrorFragment = { field: string | null, code: string, message: string };

export type ViewerFieldsFragment = { id: string, kind: ViewerKind, account: string, name: string, memType: MemberType | null, isAssistant: boolean, isPlatform: boolean, roles: Array<Role>, permissions: Array<string> };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, kind: ViewerKind, account: string, name: string, memType: MemberType | null, isAssistant: boolean, isPlatform: boolean, roles: Array<Role>, permissions: Array<string> } | null };
