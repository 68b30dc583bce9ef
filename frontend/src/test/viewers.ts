import type { Viewer } from '../app/access';

/** business01 as the back office sees it after sign-in; tests change the fields they are about. */
export function sellerViewer(over: Partial<Viewer> = {}): Viewer {
  return {
    id: '1',
    kind: 'MEMBER',
    account: 'business01',
    name: '好物商行',
    memType: 'BUSINESS',
    isAssistant: false,
    isPlatform: false,
    roles: ['SELLER'],
    permissions: [],
    ...over,
  };
}
