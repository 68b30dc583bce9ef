import { TOKEN_LIMITS } from '@paydesk/shared/token-scopes';
import { TRANSACTION_PAGE_SIZE } from '@paydesk/shared/api-reference';

/** zh-TW copy of the developer page (/developers). */
export const DEVELOPER_TEXT = {
  eyebrow: '開發者',
  title: '開發者文件',
  lead: '用程式讀取 PayDesk 的交易、帳戶、賣場與分潤資料：GraphQL 端點、存取權杖、權限範圍、分頁與錯誤格式，以及可直接執行的範例。',
  endpointTitle: '端點與結構描述',
  endpoint: 'GraphQL 端點（POST，application/json）',
  schema: '結構描述（SDL，含指令，公開）',
  schemaNote:
    '正式環境不開放 introspection；請以此 SDL 產生用戶端程式碼或匯入 GraphQL 工具。每個查詢、參數與列舉值都附有說明。',
  authTitle: '認證',
  auth: '在會員中心的「存取權杖」頁面建立權杖，並於每個請求加上標頭 Authorization: Bearer <權杖>。權杖只能讀取資料，任何變更（mutation）都會被拒絕；可設定有效天數，撤銷後立即失效，頁面會顯示最後使用時間。',
  authEnv: '範例從環境變數 PAYDESK_TOKEN 讀取權杖，請勿把權杖寫在程式碼中。',
  tokensLink: '前往建立存取權杖',
  scopesTitle: '權限範圍與可用查詢',
  scopesLead: '此表由 GraphQL 結構描述的權限標記與權限範圍清單自動產生。',
  scopeColumns: ['權限範圍', '說明', '可用查詢', '限代理商'] as const,
  yes: '是',
  no: '否',
  limitsTitle: '速率限制',
  limits: `每組權杖每分鐘最多 ${TOKEN_LIMITS.requestsPerMinute} 個請求，超過時回應 HTTP 429，請稍後重試。每位會員最多 ${TOKEN_LIMITS.perMember} 組有效權杖，有效天數最長 ${TOKEN_LIMITS.maxDays} 天。`,
  pagingTitle: '分頁',
  paging: `交易清單以游標分頁：first 預設 ${TRANSACTION_PAGE_SIZE.default} 筆、最多 ${TRANSACTION_PAGE_SIZE.max} 筆，超出範圍會回傳欄位錯誤（first, OUT_OF_RANGE）而非自動調整。回應的 hasNextPage 為 true 時，把 nextCursor 當作下一次的 after。未提供 from/to 時，回應的 from 與 to 會寫出實際使用的日期範圍。`,
  errorsTitle: '錯誤格式',
  errors: [
    '授權錯誤與無法解析的輸入（例如月份 2026-13、未知的權限範圍）：回應最上層的 errors，extensions.code 為 UNAUTHENTICATED、FORBIDDEN、BAD_USER_INPUT 或 GRAPHQL_VALIDATION_FAILED，data 為 null。',
    '欄位驗證錯誤：回應資料內的 errors 陣列，每筆含 field、code 與中文 message，其餘欄位不變。',
    'REST 路徑（/api/…）的錯誤一律是 JSON，含 success: false 與 message。',
  ],
  formatsTitle: '日期與月份',
  formats:
    '月份使用 Month 型別（YYYY-MM），台灣時間；格式錯誤會回傳錯誤而不是 null。時間欄位為 ISO 8601。金額皆為新台幣整數。',
  csvTitle: 'CSV 匯出',
  csv: '交易清單可匯出 CSV（Excel 友善格式，長數字以 ="…" 保留）。匯出的檔名包含所用的日期範圍。',
  hooksTitle: 'Webhook 與付款回呼驗證',
  hooks:
    '付款完成時，PayDesk 會以商店設定的通知網址送出回呼；請以商店的 HashKey 驗證簽章後再處理，並以交易編號去重。事件清單與簽章方式隨 Webhook 功能公布於本頁。',
  examplesTitle: '範例',
  examplesLead: '以下範例已填入本站網址，設定 PAYDESK_TOKEN 後即可執行。',
  curlTitle: 'curl：代理商本月分潤（PF_READ）',
  pythonTitle: 'Python（requests）：交易清單分頁至最後一頁（TRANSACTIONS_READ）',
  nodeTitle: 'Node.js 18 以上（fetch）：同上',
  schemaExample: 'curl：下載結構描述',
  copy: '複製',
  copied: '已複製',
} as const;
