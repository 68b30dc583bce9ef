import { CONSUMER_TOKEN_KEY, isBuyerSignOut, markBuyerSignedIn } from './consumer-token';

describe('consumerToken (SPEC §3; a marker, never a credential)', () => {
  beforeEach(() => window.localStorage.clear());

  it('marks a signed-in buyer with no secret in it', () => {
    markBuyerSignedIn(1_764_000_000_000);
    expect(window.localStorage.getItem(CONSUMER_TOKEN_KEY)).toBe('buyer:1764000000000');
  });

  it('reads a removed mark or a cleared storage (logout) as a sign-out, nothing else', () => {
    expect(isBuyerSignOut({ key: CONSUMER_TOKEN_KEY, newValue: null })).toBe(true);
    expect(isBuyerSignOut({ key: null, newValue: null })).toBe(true);
    expect(isBuyerSignOut({ key: CONSUMER_TOKEN_KEY, newValue: 'buyer:1' })).toBe(false);
    expect(isBuyerSignOut({ key: 'ctmo', newValue: null })).toBe(false);
  });
});
