/** zh-TW messages of the assistant pages. */
export const ASSISTANT_MESSAGES = {
  businessOnly: '僅企業會員可設定助理',
  loginNameRequired: '請輸入助理帳號',
  loginNameFormat: '帳號限 20 字以內的英文、數字及 _ . @',
  loginNameTaken: '此帳號已被使用',
  nameRequired: '請輸入姓名',
  nameFormat: '姓名限中文或英文字母，且少於 30 字',
  emailFormat: '電子信箱格式錯誤',
  groupRequired: '請選擇權限群組',
  passwordRequired: '請輸入密碼',
  passwordMin: '密碼長度至少 12 個字元',
  passwordFormat: '密碼須包含英文小寫、英文大寫、數字及特殊符號（+ - * ! @ # $ % &）',
  groupNameRequired: '請輸入群組名稱',
  groupNameTaken: '群組名稱已存在',
  permissionsRequired: '請至少勾選一項權限',
  permissionUnknown: '權限項目不存在',
  notFound: '找不到資料',
} as const;
