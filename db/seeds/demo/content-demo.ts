import type { EntityManager } from '@mikro-orm/postgresql';

/** Demo news, campaigns and FAQ for local, test and sandbox (published days ago so they are live). */
interface DemoContent {
  kind: 'NEWS' | 'CAMPAIGN' | 'FAQ';
  title: string;
  summary: string;
  bodyHtml: string;
  category?: string;
  daysAgo: number;
  startsOn?: string;
  endsOn?: string;
  sort?: number;
  status?: 'PUBLISHED' | 'DRAFT';
}

export const DEMO_CONTENT: readonly DemoContent[] = [
  {
    kind: 'NEWS',
    title: '系統維護公告：11/30 凌晨 02:00-04:00 暫停服務',
    summary: '為提升交易穩定度，將進行資料庫升級，維護期間暫停收款與提領。',
    bodyHtml:
      '<p>親愛的會員您好：</p><p>為提升系統效能與交易穩定度，PayDesk 將於 <strong>11 月 30 日（日）凌晨 02:00 至 04:00</strong> 進行資料庫升級。</p><ul><li>維護期間暫停信用卡、超商代碼與 ATM 收款</li><li>提領申請將於維護結束後依序處理</li><li>物流建單與查詢不受影響</li></ul><p>造成不便，敬請見諒。</p>',
    daysAgo: 1,
  },
  {
    kind: 'NEWS',
    title: '服務承接公告：2025/09/01 起由新公司提供服務',
    summary: '既有會員權益、帳戶餘額與合約條件均不受影響。',
    bodyHtml:
      '<p>PayDesk 金流與物流服務自 2025 年 9 月 1 日起由承接公司提供，既有會員帳號、價金保管帳戶餘額及合約條件均維持不變。</p><p>登入後系統將請您確認新版服務提供者告知事項，確認後即可照常使用各項服務。</p>',
    daysAgo: 12,
  },
  {
    kind: 'NEWS',
    title: '稅務提醒：網路銷售達門檻應辦理稅籍登記',
    summary: '每月銷售額達商品 10 萬元或勞務 5 萬元，請依法辦理稅籍登記。',
    bodyHtml:
      '<p>依財政部規定，自 2025 年起網路銷售貨物每月達 <strong>100,000 元</strong>、銷售勞務每月達 <strong>50,000 元</strong>者，應向國稅局辦理稅籍登記。</p><p>會員可於「帳戶明細」匯出每月收款金額作為申報參考。</p>',
    daysAgo: 20,
  },
  {
    kind: 'NEWS',
    title: '冷凍超商取貨服務全台開通',
    summary: '店到店冷凍寄件開放全台門市寄取，個人與企業會員皆可使用。',
    bodyHtml:
      '<p>冷凍店到店服務已開通全台門市，適合生鮮、甜點等需低溫配送的商品。</p><p>請於建單後依寄件期限完成寄件，包裹到店後保留取貨天數較常溫短，請提醒買家儘早取貨。</p>',
    daysAgo: 35,
  },
  {
    kind: 'NEWS',
    title: '一頁式收款新增 Apple Pay',
    summary: '買家可於一頁式收款頁直接以 Apple Pay 付款。',
    bodyHtml: '<p>一頁式收款頁面已支援 Apple Pay，手續費依國內信用卡費率計算，無需另行申請。</p>',
    daysAgo: 48,
  },
  {
    kind: 'NEWS',
    title: '（草稿）年終結算時程說明',
    summary: '尚未公開',
    bodyHtml: '<p>內部草稿。</p>',
    daysAgo: 0,
    status: 'DRAFT',
  },
  {
    kind: 'CAMPAIGN',
    title: '街口支付優惠費率 2.2%',
    summary: '2025 年底前申請街口支付收款，享 2.2% 優惠費率。',
    bodyHtml:
      '<p>活動期間內於會員中心的商店管理申請街口支付，核准後即適用 2.2% 優惠費率。</p><p>申請流程：商店列表 → 商店詳細資料 → 街口支付申請。</p>',
    daysAgo: 5,
    startsOn: '2025-01-01',
    endsOn: '2025-12-31',
  },
  {
    kind: 'CAMPAIGN',
    title: '新會員首月提領免手續費',
    summary: '完成會員資料與商店審核，首月提領手續費全免。',
    bodyHtml: '<p>新註冊會員於完成資料補齊並通過商店審核後，首月內每筆提領手續費由 PayDesk 吸收。</p>',
    daysAgo: 15,
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
  },
  {
    kind: 'CAMPAIGN',
    title: '雙 12 物流加碼：宅配建單抽好禮',
    summary: '活動期間建立宅配訂單即可參加抽獎。',
    bodyHtml: '<p>活動期間每建立一筆宅配訂單即獲得一次抽獎機會，得獎名單將於活動結束後公布於最新消息。</p>',
    daysAgo: 30,
    startsOn: '2026-12-01',
    endsOn: '2026-12-12',
  },
  {
    kind: 'FAQ',
    category: 'account',
    title: '同一個統一編號可以註冊幾個會員？',
    summary: '',
    bodyHtml: '<p>每個統一編號或身分證字號僅能註冊一個會員；個人會員的手機號碼與電子信箱也不可與其他會員重複。</p>',
    daysAgo: 60,
    sort: 1,
  },
  {
    kind: 'FAQ',
    category: 'account',
    title: '助理帳號可以做哪些事？',
    summary: '',
    bodyHtml:
      '<p>企業會員可建立助理帳號並指定權限群組，助理只能使用群組內勾選的功能，例如查看交易明細或帳戶明細。個人會員不提供助理功能。</p>',
    daysAgo: 60,
    sort: 2,
  },
  {
    kind: 'FAQ',
    category: 'payment',
    title: 'ATM 轉帳有金額上限嗎？',
    summary: '',
    bodyHtml: '<p>ATM 轉帳單筆上限為新台幣 30,000 元，超過時請改用信用卡或分次付款。</p>',
    daysAgo: 60,
    sort: 1,
  },
  {
    kind: 'FAQ',
    category: 'payment',
    title: '信用卡分期的手續費由誰負擔？',
    summary: '',
    bodyHtml: '<p>分期手續費由賣家負擔，費率依期數不同，詳見「費用說明」頁。買家以原價分期付款，不另加價。</p>',
    daysAgo: 60,
    sort: 2,
  },
  {
    kind: 'FAQ',
    category: 'settlement',
    title: '提領要多久才會入帳？',
    summary: '',
    bodyHtml: '<p>提領申請送出後約 1 至 3 個工作天入帳，每筆提領手續費請見「費用說明」頁。</p>',
    daysAgo: 60,
    sort: 1,
  },
  {
    kind: 'FAQ',
    category: 'settlement',
    title: '提領帳戶可以設定他人的帳戶嗎？',
    summary: '',
    bodyHtml: '<p>不可以。提領帳戶必須是會員本人（或公司本身）在台灣的銀行帳戶。</p>',
    daysAgo: 60,
    sort: 2,
  },
  {
    kind: 'FAQ',
    category: 'shipping',
    title: '超商包裹有尺寸限制嗎？',
    summary: '',
    bodyHtml: '<p>有，常溫與冷凍包裹的最長邊、三邊合計與重量限制請見「物流服務」頁，超過規格的包裹門市將拒收。</p>',
    daysAgo: 60,
    sort: 1,
  },
  {
    kind: 'FAQ',
    category: 'shipping',
    title: '買家沒有取貨怎麼辦？',
    summary: '',
    bodyHtml: '<p>包裹到店後超過取貨期限未取，將退回寄件門市，並依規定收取未取件處理費。</p>',
    daysAgo: 60,
    sort: 2,
  },
  {
    kind: 'FAQ',
    category: 'buyer',
    title: '如何查詢我的訂單付款狀態？',
    summary: '',
    bodyHtml: '<p>請至「交易查詢」頁輸入交易編號、交易金額與驗證碼，即可查看付款狀態、商店名稱與付款方式。</p>',
    daysAgo: 60,
    sort: 1,
  },
];

/** Seeds demo content once (when no content exists). */
export async function seedContentDemo(em: EntityManager): Promise<void> {
  const conn = em.getConnection();
  const [{ n }] = await conn.execute<{ n: number }[]>('select count(*)::int as n from content_item');
  if (n === 0) {
    for (const c of DEMO_CONTENT) {
      const status = c.status ?? 'PUBLISHED';
      await conn.execute(
        `insert into content_item (kind, title, summary, body_html, category, status, publish_at, starts_on, ends_on, sort, updated_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'seed')`,
        [
          c.kind,
          c.title,
          c.summary,
          c.bodyHtml,
          c.category ?? null,
          status,
          status === 'PUBLISHED' ? new Date(Date.now() - c.daysAgo * 86_400_000) : null,
          c.startsOn ?? null,
          c.endsOn ?? null,
          c.sort ?? 0,
        ],
      );
    }
  }
}
