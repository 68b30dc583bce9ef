/** zh-TW text of the contact-us page and its form. */
export const CONTACT_TEXT = {
  title: '聯絡我們',
  lead: '對服務、費用或交易有任何疑問，歡迎來電或留言，客服人員將儘速回覆。',
  serviceInfo: '客服資訊',
  message: '線上留言',
  failed: '送出失敗，請稍後再試',
  form: '聯絡表單',
  sent: '已收到您的留言，客服將於一個工作天內回覆。',
  submit: '送出留言',
  labels: {
    name: '姓名',
    email: '電子信箱',
    phone: '聯絡電話（選填）',
    category: '問題類別',
    message: '留言內容',
  },
  messageMax: '留言內容不可超過 2000 字',
} as const;
