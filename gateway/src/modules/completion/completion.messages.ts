/** zh-TW texts of member completion, documents and review (SPEC §3 status names). */
export const COMPLETION_MESSAGES = {
  notSeller: '此帳號不需要填寫會員詳細資料',
  notAllowed: '您的資料已送出審核，目前無法修改',
  bankNotTaiwan: '查無此金融機構代碼，請從清單選擇',
  bankOwnName: '提領帳戶須為本人（公司）名下之帳戶，戶名需與會員名稱相同',
  documentMissing: (label: string) => `請上傳${label}`,
  documentKind: '此會員類型不需要這種文件',
  fileMissing: '請選擇要上傳的檔案',
  fileTooLarge: '檔案大小不可超過 5 MB',
  fileType: '僅接受 JPG、PNG 圖片或 PDF 檔案',
  uploaded: '檔案已上傳',
  documentId: '文件編號格式錯誤',
  submitted: '資料已送出，請等候審核',
  reviewReasonRequired: '請填寫原因，會員將於審核狀態頁看到',
  reviewNotPending: '此會員目前不是待審核狀態',
  reviewDone: '審核結果已儲存',
} as const;

export const DOCUMENT_LABELS: Record<string, string> = {
  id_front: '身分證正面',
  id_back: '身分證反面',
  second_doc: '第二證件（健保卡或駕照）',
  boss_id_front: '負責人身分證正面',
  boss_id_back: '負責人身分證反面',
  registration: '公司登記文件',
};
