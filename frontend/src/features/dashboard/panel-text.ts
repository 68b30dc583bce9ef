/**
 * zh-TW copy of the dashboard home's panels (onboarding checklist, agent invitations): apart from the greeting's
 * (text.ts), so the greeting paints without it.
 */
export const PANEL_TEXT = {
  onboarding: {
    title: '開始收款前的準備',
    lead: '完成以下步驟，即可開始收款與提領。',
    progress: (done: number, total: number) => `已完成 ${done} / ${total} 項`,
    done: '已完成',
    next: '下一步',
    todo: '未完成',
    go: '前往設定',
    view: '查看',
    loadError: '準備事項載入失敗，請稍後再試',
  },
  referrals: {
    title: '代理商合作邀請',
    invite: (agent: string) => `代理商「${agent}」邀請您成為合作商店。`,
    explain: '接受後，代理商可查詢您商店的交易並依平台手續費分潤，不影響您的收款與撥款。',
    invitedAt: '邀請日期',
    accept: '接受',
    decline: '婉拒',
    accepted: '已接受合作邀請',
    declined: '已婉拒合作邀請',
    failed: '操作失敗，請稍後再試',
  },
} as const;
