import {
  CampaignListDocument,
  ContentAdminListDocument,
  NewsItemDocument,
  NewsListDocument,
  PublishContentDocument,
  SaveContentDocument,
  UnpublishContentDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { title: string; categoryLabel: string | null };

async function visitor() {
  const c = t.client();
  await c.openPage();
  return c;
}

async function ops() {
  const c = t.client();
  const login = await c.login('ops01');
  expect(login.errors).toEqual([]);
  return c;
}

describe('public content reads', () => {
  it('lists published news newest first with pagination, hiding drafts', async () => {
    const c = await visitor();
    const res = await c.gql(NewsListDocument, { page: 1, pageSize: 2 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.newsList.total).toBe(5);
    expect(res.data!.newsList.items.map((i) => i.title)).toEqual([
      '系統維護公告：11/30 凌晨 02:00-04:00 暫停服務',
      '服務承接公告：2025/09/01 起由新公司提供服務',
    ]);
    const page3 = await c.gql(NewsListDocument, { page: 3, pageSize: 2 });
    expect(page3.data!.newsList.items).toHaveLength(1);
    expect(JSON.stringify(page3.data)).not.toContain('草稿');
  });

  it('reads a news item by id and answers null for drafts and junk ids', async () => {
    const c = await visitor();
    const list = await c.gql(NewsListDocument, { page: 1, pageSize: 10 });
    const first = list.data!.newsList.items[0];
    const one = await c.gql(NewsItemDocument, { id: first.id });
    expect(one.data!.newsItem?.title).toBe(first.title);
    const [draft] = await t.orm.em
      .getConnection()
      .execute<{ id: number }[]>(`select id from content_item where status = 'DRAFT' limit 1`);
    expect((await c.gql(NewsItemDocument, { id: String(draft.id) })).data!.newsItem).toBeNull();
    expect((await c.gql(NewsItemDocument, { id: '1 or 1=1' })).data!.newsItem).toBeNull();
  });

  it('lists campaigns and FAQ by category', async () => {
    const c = await visitor();
    const campaigns = await c.gql(CampaignListDocument, { page: 1, pageSize: 10 });
    expect(campaigns.data!.campaignList.total).toBe(3);
    // The client reads every FAQ at once; the category filter is the gateway's own.
    const faq = await c.gql<{ faqList: Item[]; faqCategories: { key: string }[] }>(
      '{ faqList(category: "settlement") { title categoryLabel } faqCategories { key } }',
    );
    expect(faq.data!.faqList.map((f) => f.categoryLabel)).toEqual(['撥款與提領', '撥款與提領']);
    expect(faq.data!.faqCategories.map((f) => f.key)).toEqual([
      'account',
      'payment',
      'settlement',
      'shipping',
      'buyer',
    ]);
  });

  it('refuses content tools to visitors and sellers', async () => {
    const c = await visitor();
    expect((await c.gql(ContentAdminListDocument, { kind: 'NEWS', page: 1 })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const seller = t.client();
    await seller.login('business01');
    const res = await seller.gql(SaveContentDocument, { input: { kind: 'NEWS', title: 'x', bodyHtml: '<p>x</p>' } });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('operator content tools', () => {
  it('ops01 edits a published news item and the public sees the edit, sanitised', async () => {
    const o = await ops();
    const admin = await o.gql(ContentAdminListDocument, { kind: 'NEWS', page: 1 });
    expect(admin.data!.contentAdminList.total).toBe(6);
    expect(admin.data!.contentAdminList.items.map((i) => i.state)).toContain('DRAFT');
    const target = admin.data!.contentAdminList.items.find((i) => i.state === 'PUBLISHED')!;

    const saved = await o.gql(SaveContentDocument, {
      input: {
        id: target.id,
        kind: 'NEWS',
        title: '維護時間更新：改為 03:00 開始',
        summary: '時間調整',
        bodyHtml:
          '<p onclick="steal()">新時間<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="http://evil/x.png"></p>',
      },
    });
    expect(saved.data!.saveContent.errors).toEqual([]);
    for (const id of ['abc', '99999999999', '-1']) {
      const bad = await o.gql(SaveContentDocument, {
        input: { id, kind: 'NEWS', title: '不存在', summary: '', bodyHtml: '<p>x</p>' },
      });
      expect(bad.errors).toBeUndefined();
      expect(bad.data!.saveContent.errors.map((e) => e.code)).toEqual(['NOT_FOUND']);
    }
    expect(saved.data!.saveContent.item!.bodyHtml).toBe('<p>新時間<a rel="noopener noreferrer">x</a></p>');

    const c = await visitor();
    const one = await c.gql(NewsItemDocument, { id: target.id });
    expect(one.data!.newsItem!.title).toBe('維護時間更新：改為 03:00 開始');
  });

  it('creates a draft, schedules it (hidden), publishes it (shown), unpublishes it (hidden)', async () => {
    const o = await ops();
    const created = await o.gql(SaveContentDocument, {
      input: {
        kind: 'FAQ',
        category: 'payment',
        title: '可以同時開通多種付款方式嗎？',
        bodyHtml: '<p>可以。</p>',
        sort: 9,
      },
    });
    const id = created.data!.saveContent.item!.id;
    expect(created.data!.saveContent.item!.state).toBe('DRAFT');
    const c = await visitor();
    // The client reads every FAQ at once; the category filter is the gateway's own.
    const titles = async () =>
      (await c.gql<{ faqList: Item[] }>('{ faqList(category: "payment") { title } }')).data!.faqList.map(
        (f) => f.title,
      );
    expect(await titles()).not.toContain('可以同時開通多種付款方式嗎？');

    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await o.gql(PublishContentDocument, { id, publishAt: later });
    expect(scheduled.data!.publishContent.item!.state).toBe('SCHEDULED');
    expect(await titles()).not.toContain('可以同時開通多種付款方式嗎？');

    const published = await o.gql(PublishContentDocument, { id });
    expect(published.data!.publishContent.item!.state).toBe('PUBLISHED');
    expect(await titles()).toContain('可以同時開通多種付款方式嗎？');

    const hidden = await o.gql(UnpublishContentDocument, { id });
    expect(hidden.data!.unpublishContent.item!.state).toBe('UNPUBLISHED');
    expect(await titles()).not.toContain('可以同時開通多種付款方式嗎？');
  });

  it('reports validation failures on fields', async () => {
    const o = await ops();
    const res = await o.gql(SaveContentDocument, {
      input: { kind: 'FAQ', category: 'nope', title: ' ', bodyHtml: '<script>x</script>' },
    });
    expect(res.data!.saveContent.errors.map((e) => e.field)).toEqual(['title', 'category']);
    const onlyScript = await o.gql(SaveContentDocument, {
      input: { kind: 'NEWS', title: '標題', bodyHtml: '<script>x</script>' },
    });
    expect(onlyScript.data!.saveContent.errors).toEqual([
      { field: 'bodyHtml', code: 'REQUIRED', message: '請輸入內容' },
    ]);
  });
});
