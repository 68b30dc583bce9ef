/** zh-TW messages of the assistant pages. */
export const ASSISTANT_MESSAGES = {
  businessOnly: '僅企業會員可設定助理',
  loginNameRequired: '請輸入助理帳號',
  loginNameTaken: '此帳號已被使用',
  permissionAgentOnly: '代理商專區的權限僅限代理商會員設定',
  nameRequired: '請輸入姓名',
  groupRequired: '請選擇權限群組',
  passwordRequired: '請輸入密碼',
  groupNameRequired: '請輸入群組名稱',
  groupNameTaken: '群組名稱已存在',
  permissionsRequired: '請至少勾選一項權限',
  permissionUnknown: '權限項目不存在',
  notFound: '找不到資料',
} as const;
