import { ROUTES } from './routes';
import { canAccessRoute, isMenuVisible, type Viewer } from './access';
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
