/** zh-TW texts of the pickup-store picker (components/StorePicker.tsx). */
export const STORE_PICKER_TEXT = {
  store: '取貨門市',
  storeSearch: '搜尋門市（名稱、地址或店號）',
  storeSearchButton: '搜尋',
  storeFrozenOnly: '僅列出提供冷凍取貨的門市',
  storeNone: '查無符合的門市',
  storeSearching: '搜尋中…',
  storeChosen: (name: string, code: string) => `已選擇：${name}（${code}）`,
  storeChange: '重新選擇',
  storePick: '選擇',
} as const;
