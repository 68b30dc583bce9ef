import { getAppEnv } from './env';

afterEach(() => document.head.querySelectorAll('meta[name="app-env"]').forEach((m) => m.remove()));

describe('getAppEnv (SPEC §9)', () => {
  test('the gateway-configured environment wins over the host', () => {
    document.head.append(Object.assign(document.createElement('meta'), { name: 'app-env', content: 'sandbox' }));
    expect(window.location.hostname).toBe('localhost');
    expect(getAppEnv()).toBe('sandbox');
  });

  test('without a configured environment the page host decides', () => {
    expect(getAppEnv()).toBe('local');
  });

  test('an unknown meta value falls back to the host', () => {
    document.head.append(Object.assign(document.createElement('meta'), { name: 'app-env', content: 'staging' }));
    expect(getAppEnv()).toBe('local');
  });
});
