import { ROUTES } from './routes';
import { canAccessRoute, canAct, isMenuVisible, type Viewer } from './access';
import { ACTION_KEYS } from '@paydesk/shared/action-rights';
import { sellerViewer } from '../test/viewers';

const viewer = (over: Partial<Viewer>): Viewer => sellerViewer({ roles: [], ...over });

const pfRoutes = ROUTES.filter((r) => r.group === 'pf');

describe('the agency area (SPEC §6, issue 11 §6)', () => {
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
