/** A session secret that passes the production rule (tests only; never deploy it). */
export const TEST_SESSION_SECRET = 'test-only-3f9c1a7e52b84d06a1e9c7b2f4d8e0a6';
