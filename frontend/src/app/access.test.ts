import { ROUTES } from './paths';
import { canAccessRoute, canAct, isMenuVisible, type Viewer } from './access';
import { ACTION_KEYS } from '@paydesk/shared/action-rights';
import { sellerViewer } from '../test/viewers';

const viewer = (over: Partial<Viewer>): Viewer => sellerViewer({ roles: [], ...over });

const pfRoutes = ROUTES.filter((r) => r.group === 'pf');

describe('the agency area (SPEC §6)', () => {
  it('has routes to guard', () => {
    expect(pfRoutes.length).toBeGreaterThan(0);
  });

  it('refuses every /auth/pf route to a business member who is not an agent, and to its assistants', () => {
    for (const route of pfRoutes) {
      expect(canAccessRoute(viewer({}), route)).toBe(false);
      expect(canAccessRoute(viewer({ isAssistant: true, permissions: [route.permission ?? ''] }), route)).toBe(false);
      expect(isMenuVisible(viewer({}), route)).toBe(false);
    }
  });

  it('opens them to an agent', () => {
    for (const route of pfRoutes) expect(canAccessRoute(viewer({ isPlatform: true }), route)).toBe(true);
  });
});

describe('acts that move money or change a sale', () => {
  it('need their own key: a viewing key alone (assist01 出納助理) does not refund', () => {
    const viewing = viewer({ isAssistant: true, permissions: ['trans_detail', 'shop_transaction'] });
    expect(canAct(viewing, ACTION_KEYS.refundPayment)).toBe(false);
    expect(canAct(viewing, ACTION_KEYS.manageShopOrders)).toBe(false);
    const granted = viewer({ isAssistant: true, permissions: ['trans_detail', ACTION_KEYS.refundPayment] });
    expect(canAct(granted, ACTION_KEYS.refundPayment)).toBe(true);
    expect(canAct(granted, ACTION_KEYS.manageSubscriptions)).toBe(false);
  });
});

describe('pages for one member type (SPEC §2.3, §1/§6)', () => {
  const assistantRoutes = ROUTES.filter((r) => r.group === 'assistant');
  const purchases = ROUTES.find((r) => r.name === 'purchases.index')!;

  it('keeps a personal member out of every assistant page but the one explaining them, and out of the side menu', () => {
    expect(assistantRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/auth/assistant/account/:id?/:action?', '/auth/assistant/group/:id?/:action?']),
    );
    const personal = viewer({ memType: 'PERSONAL' });
    for (const route of assistantRoutes) {
      const explains = route.name === 'assistant.index';
      expect([route.name, canAccessRoute(personal, route)]).toEqual([route.name, explains]);
      expect([route.name, isMenuVisible(personal, route)]).toEqual([route.name, false]);
      expect([route.name, canAccessRoute(viewer({ memType: 'BUSINESS' }), route)]).toEqual([route.name, true]);
    }
  });

  it('opens the buyer view to personal members only, never to an assistant', () => {
    expect(purchases.path).toBe('/auth/purchases');
    expect(canAccessRoute(viewer({ memType: 'PERSONAL' }), purchases)).toBe(true);
    expect(isMenuVisible(viewer({ memType: 'PERSONAL' }), purchases)).toBe(true);
    expect(canAccessRoute(viewer({ memType: 'BUSINESS' }), purchases)).toBe(false);
    expect(canAccessRoute(viewer({ memType: 'BUSINESS', isAssistant: true }), purchases)).toBe(false);
  });
});
