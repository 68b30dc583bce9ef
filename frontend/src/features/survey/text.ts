/** zh-TW text of the beneficial-owner declaration (/auth/survey/beneficiary). */
export const SURVEY_TEXT = {
  title: '實質受益人聲明',
  lead: '依洗錢防制法規定，請填寫直接或間接持有公司股份或資本超過 25% 之自然人。',
  done: '您已完成會員詳細資料，即將導向會員首頁',
  declaredOnly: '您已完成實質受益人聲明，尚有會員詳細資料待補齊。',
  toCompletion: '前往補齊會員資料',
  name: '姓名',
  idNo: '身分證字號或護照號碼',
  nationality: '國籍',
  share: '持股比例（%）',
  add: '新增一位',
  submit: '送出聲明',
  loadError: '資料載入失敗，請稍後再試',
  defaultNationality: '中華民國',
} as const;
