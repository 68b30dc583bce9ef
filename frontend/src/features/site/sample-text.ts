/** zh-TW copy of the local-only sample page of the public-site building blocks. */
export const SAMPLE_TEXT = {
  eyebrow: '僅限本機開發環境',
  title: '元件範例',
  lead: '公開網站共用元件與主題色彩。',
  buttons: '按鈕與狀態色',
  primary: '主要按鈕',
  secondary: '次要按鈕',
  facts: '重點數字',
  factItems: [
    { label: '範例費率', value: '1.5%', note: '說明文字' },
    { label: '範例金額', value: '$1,234' },
  ],
  table: '費率表',
  tableCaption: '範例',
  tableColumns: ['項目', '費用'],
  tableRows: [
    ['範例一', '$10'],
    ['範例二', '$20'],
  ],
  steps: '步驟',
  stepItems: [
    { title: '第一步', body: '說明' },
    { title: '第二步', body: '說明' },
  ],
} as const;
