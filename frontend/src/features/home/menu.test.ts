import { HOME_ACTIONS, visibleFor } from './menu';

const labels = (status: { isLogin: boolean; memType: number | null }) =>
  visibleFor(HOME_ACTIONS, status).map((item) => item.label);

describe('public header actions by login state and member type', () => {
  it('shows login and signup to visitors', () => {
    expect(labels({ isLogin: false, memType: null })).toEqual(['會員登入', '免費註冊', '消費者登入', '消費者註冊']);
  });

  it('shows nothing but the menu to operators (no member type)', () => {
    expect(labels({ isLogin: true, memType: 0 })).toEqual([]);
  });

  it('shows the member centre to business members', () => {
    expect(labels({ isLogin: true, memType: 2 })).toEqual(['會員中心']);
  });

  it('adds the buyer-area button for personal members, leading to their buyer view in the back office', () => {
    expect(labels({ isLogin: true, memType: 1 })).toEqual(['會員中心', '消費者專區']);
    expect(
      visibleFor(HOME_ACTIONS, { isLogin: true, memType: 1 }).find((item) => item.label === '消費者專區')?.to,
    ).toBe('/auth/purchases');
  });

  it('shows only the buyer area to consumers (type 3)', () => {
    expect(visibleFor(HOME_ACTIONS, { isLogin: true, memType: 3 })).toEqual([
      { label: '消費者專區', to: '/buyer', block: true, audience: 'consumer' },
    ]);
  });
});
