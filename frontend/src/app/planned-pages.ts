/** What each not-yet-built page will hold (zh-TW, derived from SPEC), keyed by route name. */
export const PLANNED_PAGES: Readonly<Record<string, readonly string[]>> = {
  'assistant.index': ['助理帳號列表與權限群組列表'],
  'assistant.account.create': ['新增助理帳號並指定權限群組'],
  'assistant.account.edit': ['編輯助理帳號、停用或重設密碼'],
  'assistant.group.create': ['新增權限群組並勾選可使用的功能'],
  'assistant.group.edit': ['編輯權限群組的功能權限'],
  'survey.beneficiary.declaration': ['企業會員的實質受益人聲明表'],
  'helper.news': ['平台公告列表與內容'],
  'helper.faqs': ['會員常見問題'],
};

export function plannedItems(name: string, title: string): readonly string[] {
  return PLANNED_PAGES[name] ?? [`${title}的相關功能`];
}
