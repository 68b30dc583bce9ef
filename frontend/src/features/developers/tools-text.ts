import { CONSOLE_MESSAGES } from '@paydesk/shared/api-console';
import type { ErrorShapeKind } from '@paydesk/shared/api-errors';
import { TOKEN_PLACEHOLDER } from '@paydesk/shared/token-placeholder';

/** zh-TW copy of the developer page's member tools: copied examples, the try-it console and the error shapes. */
export const DEVELOPER_TOOLS_TEXT = {
  copyHint: `複製的範例以 ${TOKEN_PLACEHOLDER} 標示權杖的位置，請換成您建立的存取權杖（或改從環境變數讀取）。`,
  tokensLink: '建立或查看存取權杖',
  signInHint: '登入會員後，可一鍵複製範例並在此試用 API。',
  signIn: '登入',

  consoleTitle: '試用 API（測試環境）',
  consoleLead:
    '以您目前的登入身分執行 GraphQL 查詢並查看回應。主控台只能讀取資料：變更（mutation）會被拒絕，正式環境不提供此主控台。',
  consoleForm: 'GraphQL 查詢主控台',
  query: '查詢（GraphQL）',
  queryRequired: '請輸入查詢',
  queryTooLong: '查詢最多 10000 個字',
  variables: '變數（JSON，選填）',
  variablesHelp: '例如 {"month": "2026-11"}',
  variablesInvalid: '變數須為 JSON 物件，例如 {"month": "2026-11"}',
  run: '執行',
  running: '執行中…',
  readOnly: CONSOLE_MESSAGES.readOnly,
  result: '回應',
  resultEmpty: '尚未執行。輸入查詢後按「執行」，回應會顯示在這裡。',
  resultWithStatus: (status: number) => `回應（HTTP ${status}）`,
  networkError: '無法連線到伺服器，請確認網路後再試一次。',
  consoleGuest: '登入會員後即可在此試用 API。',

  shapesTitle: '錯誤格式',
  shapesLead:
    '每一類錯誤各有固定的回應格式：授權與無法解析的輸入放在回應最上層的 errors（extensions.code 為錯誤代碼），欄位驗證放在回應資料內的 errors 陣列。以下是實際的回應（省略每次不同的 requestId、locations 與 path）。',
  shapeKinds: {
    authorization: '授權錯誤（最上層 errors）：未登入或權杖無效，data 為 null',
    input: '無法解析的輸入（最上層 errors）：格式錯誤的月份、錯誤型別的變數',
    field: '欄位驗證（資料內的 errors）：其餘欄位照常回應',
    rateLimit: '速率限制（HTTP 429）：依 Retry-After 秒數稍後重試',
    rest: 'REST 路徑（/api/…）：一律是 JSON，success 為 false',
  } satisfies Record<ErrorShapeKind, string>,
  shapeRequest: '請求',
  shapeAnswer: '回應',
  shapeGuest: '未帶權杖的程式',
  shapeToken: '帶存取權杖的程式',
  codesTitle: '最上層錯誤代碼（extensions.code）',
  described: '結構描述的每個欄位、參數、輸入欄位與列舉值都附有說明；缺少說明時自動測試會失敗。',
} as const;
