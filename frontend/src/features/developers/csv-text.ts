import { CSV_DEFAULT_FROM, CSV_FORMAT_PARAM, CSV_RAW_ACCEPT } from '@paydesk/shared/csv-exports';

/** zh-TW copy of the developer page's CSV section. */
export const CSV_TEXT = {
  title: 'CSV 匯出與格式',
  lead: '每個匯出都有兩種格式，欄位定義與閘道寫檔用的是同一份清單，下列標題列即為檔案的第一列。',
  points: [
    `Excel 格式（預設）：UTF-8 含 BOM、中文標題列；交易序號、訂單編號、物流單號與手機號碼以 ="…" 寫出，Excel 會完整保留 20 位數字與開頭的 0；時間為 YYYY/MM/DD HH:mm（台灣時間）；以 = + - @ 開頭的文字前加上 ' 以免被當成公式。`,
    `程式格式：加上 ${CSV_FORMAT_PARAM}=raw，或送出標頭 Accept: ${CSV_RAW_ACCEPT}。無 BOM、英文欄位名稱、每個欄位都以雙引號包住且保留原始文字（不加 ="…" 也不加 '）；時間為 ISO 8601 含秒與時區，例如 2026-11-27T14:03:09+08:00；日期為 YYYY-MM-DD；金額為新台幣整數；狀態與類型欄位寫出固定的代碼（例如 PAID、SHIPPED，與 GraphQL 及篩選參數相同，不會因中文名稱調整而改變），Excel 格式則寫出中文名稱。兩種格式的欄位與順序相同。`,
    'Python 的 csv 模組會把每個欄位讀成文字。pandas 請以 dtype=str, keep_default_na=False 讀取，否則手機號碼開頭的 0 與 20 位數的交易序號會被轉成數字。',
    `from 與 to 為台灣日期（YYYY-MM-DD，含首尾兩天）；未提供 from 時自 ${CSV_DEFAULT_FROM} 起、未提供 to 時至今天（交易紀錄沿用交易清單的預設範圍），檔名會寫出實際使用的範圍，例如 ledger_2026-11-01_2026-11-27.csv。`,
    '匯出由資料庫直接串流，沒有筆數上限；格式或日期錯誤時回應 HTTP 400 與 JSON（success: false、message）。',
  ],
  path: '路徑',
  scope: '權限範圍',
  filters: '篩選參數',
  rawHeader: '程式格式標題列',
  excelHeader: 'Excel 格式標題列',
  /** Before a label column's codes: "status 的代碼". */
  codes: (key: string) => `${key} 的代碼`,
  pythonTitle: 'Python 3（標準函式庫 csv）：以程式格式讀取交易 CSV（TRANSACTIONS_READ）',
  curlTitle: 'curl：下載程式格式的交易 CSV',
} as const;
