import { PERMISSION_CATALOGUE } from '@paydesk/shared/permission-catalogue';
import { ROUTES, routeByName } from '../../app/paths';
import type { Viewer } from '../../app/access';
import { breadcrumbsFor } from '../dashboard/breadcrumbs';
import { buildSideMenu } from '../dashboard/side-menu';
import { GROUP_AREA, type CatalogueEntry } from './catalogue';

// The catalogue exactly as the gateway seeds and serves it (sort = position + 1).
const CATALOGUE: CatalogueEntry[] = PERMISSION_CATALOGUE.map((e, i) => ({
  __typename: 'PermissionEntry',
  key: e.key,
  // The contract carries the type's enum key (LINK), the seed its value (link).
  type: e.type.toUpperCase() as CatalogueEntry['type'],
  bread: e.bread,
  parentKey: e.parentKey,
  sort: i + 1,
  area: e.area,
}));
const guarded = ROUTES.filter((r) => r.layout === 'dashboard' && r.permission);

const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  id: '1',
  kind: 'MEMBER',
  account: 'a',
  name: '會員',
  memType: 'BUSINESS',
  isAssistant: false,
  isPlatform: false,
  roles: ['SELLER'],
  permissions: PERMISSION_CATALOGUE.map((e) => e.key),
  ...over,
});

describe('route table and permission catalogue cannot drift', () => {
  it('has a catalogue entry for every guarded /auth route', () => {
    const keys = new Set(CATALOGUE.map((e) => e.key));
    expect(guarded.filter((r) => !keys.has(r.permission!)).map((r) => r.name)).toEqual([]);
  });

  it('has exactly one route for every catalogue entry but the actions, which no route carries', () => {
    for (const entry of CATALOGUE.filter((e) => e.type !== 'ACTION'))
      expect([entry.key, guarded.filter((r) => r.permission === entry.key).length]).toEqual([entry.key, 1]);
  });

  it('agrees on menu vs link type and on the area', () => {
    for (const route of guarded) {
      const entry = CATALOGUE.find((e) => e.key === route.permission)!;
      expect([route.name, route.menu]).toEqual([route.name, entry.type === 'LINK']);
      expect([route.name, GROUP_AREA[route.group!]]).toEqual([route.name, entry.area]);
    }
  });

  it('gives every action a viewing page as parent, in its own area', () => {
    const actions = CATALOGUE.filter((e) => e.type === 'ACTION');
    expect(actions.map((e) => e.key).sort()).toEqual(['period_order_manage', 'shop_order_manage', 'trans_refund']);
    for (const a of actions) {
      const parent = CATALOGUE.find((e) => e.key === a.parentKey);
      expect([a.key, parent?.area, guarded.some((r) => r.permission === a.key)]).toEqual([a.key, a.area, false]);
    }
  });

  it('only names existing parents', () => {
    const keys = new Set(CATALOGUE.map((e) => e.key));
    expect(CATALOGUE.filter((e) => e.parentKey && !keys.has(e.parentKey))).toEqual([]);
  });
});

describe('side menu from the catalogue', () => {
  const labels = (v: Viewer) => buildSideMenu(v, 'test', CATALOGUE).flatMap((s) => s.items.map((i) => i.label));

  it('lists link-type entries with their bread and hides every other type (SPEC §2.3)', () => {
    const all = labels(viewer({ isPlatform: true }));
    expect(all).toEqual(
      expect.arrayContaining([
        '帳號設定',
        '助理權限設定',
        '收款頁列表',
        '合約資訊',
        '最新消息',
        '常見問題',
        '技術文件',
        '代理商開發者專區',
      ]),
    );
    expect(all).not.toEqual(expect.arrayContaining(['編輯收款頁']));
    expect(all).not.toContain('實質受益人聲明');
    expect(all).not.toContain('商店詳細資料');
    // Every listed entry is link-typed in the catalogue.
    const types = new Map(CATALOGUE.map((e) => [e.bread, e.type]));
    for (const label of all) if (types.has(label)) expect([label, types.get(label)]).toEqual([label, 'LINK']);
  });

  it('builds paths as /auth/{group}/{child}; the agents’ developer area is the in-product developer page', () => {
    const sections = buildSideMenu(viewer({ isPlatform: true }), 'test', CATALOGUE);
    const items = sections.flatMap((s) => s.items);
    expect(items.find((i) => i.name === 'uop.list')?.to).toBe('/auth/uop/list');
    expect(items.find((i) => i.name === 'assistant.index')?.to).toBe('/auth/assistant');
    expect(items.find((i) => i.name === 'pf.external')).toMatchObject({ external: false, to: '/developers' });
  });

  it('shows an assistant only its granted entries (plus home and helper)', () => {
    const names = buildSideMenu(
      viewer({
        isAssistant: true,
        kind: 'ASSISTANT',
        permissions: ['trans_detail', 'bill_detail', 'uop_list', 'uop_transaction'],
      }),
      'test',
      CATALOGUE,
    ).flatMap((s) => s.items.map((i) => i.name));
    expect(names).toEqual([
      'dashboard.index',
      'trans.detail',
      'bill.detail',
      'uop.list',
      'uop.transaction',
      'helper.news',
      'helper.faqs',
      'helper.external',
    ]);
  });

  it('hides the assistant group from personal members and pf from non-agents', () => {
    const names = buildSideMenu(viewer({ memType: 'PERSONAL' }), 'test', CATALOGUE).flatMap((s) =>
      s.items.map((i) => i.name),
    );
    expect(names.some((n) => n.startsWith('assistant.'))).toBe(false);
    expect(names.some((n) => n.startsWith('pf.'))).toBe(false);
  });
});

describe('breadcrumbs from the catalogue', () => {
  it('walks home > group > parent > page', () => {
    expect(breadcrumbsFor(routeByName('uop.edit'), CATALOGUE)).toEqual([
      { label: '會員首頁', to: '/auth/index' },
      { label: '一頁式收款' },
      { label: '收款頁列表', to: '/auth/uop/list' },
      { label: '編輯收款頁' },
    ]);
    expect(breadcrumbsFor(routeByName('helper.faqs'), CATALOGUE).map((c) => c.label)).toEqual([
      '會員首頁',
      '幫助中心',
      '常見問題',
    ]);
    expect(breadcrumbsFor(routeByName('dashboard.index'), CATALOGUE)).toEqual([{ label: '會員首頁' }]);
  });
});
