import { EARLIEST_TX_DATE } from '@paydesk/shared/transaction-rules';
import { TOKEN_LIMITS } from '@paydesk/shared/token-scopes';
import { TRANSACTION_PAGE_SIZE } from '@paydesk/shared/api-reference';
import { REFUND_NOTE_MAX, REFUND_REASON_LIST } from '@paydesk/shared/refund-reasons';
import {
  WEBHOOK_RETRY_MINUTES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
} from '@paydesk/shared/webhook-rules';

/** zh-TW copy of the developer page (/developers). */
export const DEVELOPER_TEXT = {
  eyebrow: '開發者',
  title: '開發者文件',
  lead: '用程式讀取 PayDesk 的交易、帳戶、賣場與分潤資料：GraphQL 端點、存取權杖、權限範圍、分頁與錯誤格式，以及可直接執行的範例。',
  endpointTitle: '端點與結構描述',
  endpoint: 'GraphQL 端點（POST，application/json）',
  schema: '結構描述（SDL，含指令，公開）',
  schemaNote: '正式環境不開放 introspection；請以此 SDL 產生用戶端程式碼或匯入 GraphQL 工具。',
  authTitle: '認證',
  auth: '在會員中心的「存取權杖」頁面建立權杖，並於每個請求加上標頭 Authorization: Bearer <權杖>。權杖只能讀取資料，任何變更（mutation）都會被拒絕；可設定有效天數，撤銷後立即失效，頁面會顯示最後使用時間。',
  authEnv: '範例從環境變數 PAYDESK_TOKEN 讀取權杖，請勿把權杖寫在程式碼中。',
  tokensLink: '前往建立存取權杖',
  scopesTitle: '權限範圍與可用查詢',
  scopesLead: '此表由 GraphQL 結構描述的權限標記、權限範圍清單與 CSV 匯出清單自動產生。',
  scopeColumns: ['權限範圍', '說明', '可用查詢', 'CSV 匯出', '適用對象'] as const,
  audienceMember: '會員',
  audienceAgent: '限代理商',
  audienceOperator: '營運人員（營運權杖）',
  operatorTokens:
    '營運人員可在營運後台的「營運權杖」頁面為內部工具建立權杖（OPS_ 開頭的權限範圍）：同樣只能讀取、必須設定有效天數、撤銷後立即失效，且每次使用都會記錄操作名稱、時間與來源位址。',
  limitsTitle: '速率限制',
  limits: `每組權杖每分鐘最多 ${TOKEN_LIMITS.requestsPerMinute} 個請求，超過時回應 HTTP 429，請稍後重試。每位會員最多 ${TOKEN_LIMITS.perMember} 組有效權杖，有效天數最長 ${TOKEN_LIMITS.maxDays} 天。`,
  pagingTitle: '分頁',
  paging: `會增長的清單（交易、賣場訂單、包裹、帳戶明細、提領紀錄、收款連結、定期定額訂閱與扣款紀錄、分潤明細、異動紀錄）都以游標分頁：first 預設 ${TRANSACTION_PAGE_SIZE.default} 筆、最多 ${TRANSACTION_PAGE_SIZE.max} 筆，超出範圍會回傳欄位錯誤（first, OUT_OF_RANGE）而非自動調整；不是本清單發出的 after 也會回傳欄位錯誤（after, INVALID）。回應的 hasNextPage 為 true 時，把 nextCursor 當作下一次的 after。有 from/to 的清單與報表，回應的 range { from to } 會寫出實際使用的日期範圍：未提供時填入預設值（交易清單預設近 3 天；賣場訂單與包裹預設全部，即自 ${EARLIEST_TX_DATE} 至今天），不會是 null。`,
  errorsTitle: '錯誤格式',
  formatsTitle: '日期與月份',
  formats:
    '月份使用 Month 型別（YYYY-MM），日期使用 Date 型別（YYYY-MM-DD，RFC 3339 full-date），參數與回應欄位（例如扣款日、寄件期限、取貨期限）皆同，皆為台灣時間；格式錯誤或不存在的日期（例如 2026-02-30）會回傳錯誤而不是 null 或被忽略。時間欄位為 ISO 8601。金額皆為新台幣整數。',
  hooksTitle: 'Webhook 事件與簽章驗證',
  hooks:
    '在「Webhook 設定」頁新增接收網址（每個網址有自己的簽章密鑰 whsec_…）並選擇要接收的事件。PayDesk 以 POST 送出 JSON：{"id":"evt_…","type":"payment.paid","created":<Unix 秒>,"data":{"object":{…}}}。',
  hooksSteps: [
    `標頭 ${WEBHOOK_SIGNATURE_HEADER}: t=<Unix 秒>,v1=<十六進位>；v1 是以該網址的密鑰，對「t.原始內容」（時間戳、半形句點、收到的原始 body）計算的 HMAC-SHA256。`,
    '請以收到的原始內容驗證（在解析 JSON 之前），並以固定時間比較簽章。',
    `時間戳與您的時鐘相差超過 ${WEBHOOK_TOLERANCE_SECONDS} 秒的請求請拒絕（防止重送攻擊）。`,
    `至少送達一次：請以事件 id 去重。10 秒內回應 2xx 即為成功，否則於 ${WEBHOOK_RETRY_MINUTES.join('、')} 分鐘後重試。`,
  ],
  hooksLink: '前往 Webhook 設定',
  hooksNode: 'Node.js 18 以上：驗證 Webhook 簽章',
  hooksPython: 'Python 3：驗證 Webhook 簽章',
  callbackTitle: '綠界相容付款回呼',
  callback:
    '沿用綠界（ECPay）介接的網站可在商店頁設定通知網址（取得商店的 HashKey 與 HashIV）；付款完成時 PayDesk 以表單 POST 送出與綠界 AIO ReturnURL 相同的欄位與格式，Webhook 則是另外的簽章事件。',
  callbackSteps: [
    '欄位：MerchantID（商店代號）、MerchantTradeNo、StoreID、RtnCode、RtnMsg、TradeNo、TradeAmt、PaymentDate、TradeDate（YYYY/MM/DD HH:mm:ss）、PaymentType、PaymentTypeChargeFee、SimulatePaid、CustomField1～4 與 CheckMacValue。',
    'CheckMacValue：欄位依名稱排序，前後加上 HashKey=…& 與 &HashIV=…，以 .NET 方式 URL 編碼並轉小寫後計算 SHA-256，取大寫十六進位。',
    '請驗證 CheckMacValue 後以 HTTP 200 回應內容 1|OK；其他回應（含轉址或 10 秒內未回應）會於 1、5、30、120、360 分鐘後重試，請以 TradeNo 去重。',
  ],
  checkoutTitle: '結帳 API',
  checkout:
    '網站可用具寫入權限範圍的存取權杖（Authorization: Bearer <權杖>）建立付款與退款；請求與回應皆為 JSON，每個請求須帶 Idempotency-Key 標頭，同一個鍵重送只會執行一次並得到第一次的回應。',
  checkoutSteps: [
    'POST /api/checkout/payments（權限範圍 checkout:write）：amount、itemName、merchantTradeNo、customField1～4、returnUrl（付款後買家回到的網址）、notifyUrl（此筆的付款回呼）、payTypes、expiresAt；回應付款頁網址。',
    `POST /api/checkout/refunds（權限範圍 refund:write）：tradeNo、amount 與 reason（退款原因，必填：${REFUND_REASON_LIST.entries.map((e) => `${e.key}（${e.label}）`).join('、')}；OTHER 須以 note 說明，最多 ${REFUND_NOTE_MAX} 字）。`,
  ],
  examplesTitle: '範例',
  examplesLead: '以下範例已填入本站網址，設定 PAYDESK_TOKEN 後即可執行。',
  curlTitle: 'curl：代理商本月分潤（PF_READ）',
  pythonTitle: 'Python（requests）：交易清單分頁至最後一頁（TRANSACTIONS_READ）',
  nodeTitle: 'Node.js 18 以上（fetch）：同上',
  schemaExample: 'curl：下載結構描述',
  copy: '複製',
  copied: '已複製',
} as const;
