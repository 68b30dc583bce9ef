import crypto from 'node:crypto';
import { TEST_SESSION_SECRET } from '../test/secrets';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to local on port 3000 with an embedded database', () => {
    const config = loadConfig({});
    expect(config.appEnv).toBe('local');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.basePath).toBe('');
  });

  it.each(['sandbox', 'production'])('requires SESSION_SECRET in %s', (appEnv) => {
    expect(() => loadConfig({ APP_ENV: appEnv })).toThrow(ConfigError);
    expect(
      loadConfig({ APP_ENV: appEnv, SESSION_SECRET: TEST_SESSION_SECRET, APP_URL: 'https://pay.example.tw' })
        .sessionSecret,
    ).toBe(TEST_SESSION_SECRET);
  });

  it.each(['sandbox', 'production'])('refuses a short, repetitive or published SESSION_SECRET in %s', (appEnv) => {
    for (const weak of [
      'x',
      's3cret',
      'x'.repeat(64),
      'abab'.repeat(16),
      'paydesk-compose-demo-secret',
      'paydesk-local-session-secret',
      TEST_SESSION_SECRET.slice(0, 31),
    ]) {
      expect(() => loadConfig({ APP_ENV: appEnv, SESSION_SECRET: weak })).toThrow(
        /SESSION_SECRET must be at least 32 random characters.*openssl rand -hex 32/,
      );
    }
    const hex = crypto.randomBytes(32).toString('hex');
    expect(loadConfig({ APP_ENV: appEnv, SESSION_SECRET: hex, APP_URL: 'https://pay.example.tw' }).sessionSecret).toBe(
      hex,
    );
  });

  it('keeps the development secret in local and test', () => {
    expect(loadConfig({ APP_ENV: 'test' }).sessionSecret).toBe('paydesk-local-session-secret');
  });

  it.each(['sandbox', 'production'])('refuses CAPTCHA_FIXED_CODE in %s', (appEnv) => {
    expect(() =>
      loadConfig({ APP_ENV: appEnv, SESSION_SECRET: TEST_SESSION_SECRET, CAPTCHA_FIXED_CODE: 'ABCDE' }),
    ).toThrow(/CAPTCHA_FIXED_CODE/);
  });

  it.each(['local', 'test'])('accepts CAPTCHA_FIXED_CODE in %s', (appEnv) => {
    expect(loadConfig({ APP_ENV: appEnv, CAPTCHA_FIXED_CODE: 'ABCDE' }).captchaFixedCode).toBe('ABCDE');
  });

  it.each(['sandbox', 'production'])('refuses NOTIFY_ALLOW_LOOPBACK in %s', (appEnv) => {
    expect(() =>
      loadConfig({ APP_ENV: appEnv, SESSION_SECRET: TEST_SESSION_SECRET, NOTIFY_ALLOW_LOOPBACK: '1' }),
    ).toThrow(/NOTIFY_ALLOW_LOOPBACK/);
  });

  it('keeps loopback notify URLs refused unless local or test switches them on', () => {
    expect(loadConfig({ APP_ENV: 'test' }).notifyAllowLoopback).toBe(false);
    expect(loadConfig({ APP_ENV: 'local', NOTIFY_ALLOW_LOOPBACK: '1' }).notifyAllowLoopback).toBe(true);
  });

  it('accepts only an empty or /slave base path', () => {
    expect(loadConfig({ BASE_PATH: '/slave/' }).basePath).toBe('/slave');
    expect(() => loadConfig({ BASE_PATH: '/other' })).toThrow(ConfigError);
  });

  it('rejects an unknown APP_ENV and a bad port', () => {
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });

  it.each(['sandbox', 'production'])('requires an http(s) APP_URL in %s', (appEnv) => {
    const base = { APP_ENV: appEnv, SESSION_SECRET: TEST_SESSION_SECRET };
    expect(() => loadConfig(base)).toThrow(/APP_URL is required/);
    expect(() => loadConfig({ ...base, APP_URL: 'evil.example' })).toThrow(/APP_URL must be/);
    expect(() => loadConfig({ ...base, APP_URL: 'ftp://pay.example.tw' })).toThrow(/APP_URL must be/);
    expect(loadConfig({ ...base, APP_URL: 'https://pay.example.tw/' }).appUrl).toBe('https://pay.example.tw');
  });

  it('defaults APP_URL to localhost in local and test', () => {
    expect(loadConfig({ APP_ENV: 'test', PORT: '4100' }).appUrl).toBe('http://localhost:4100');
  });

  it('runs one gateway process unless GATEWAY_WORKERS asks for a whole number of them', () => {
    expect(loadConfig({}).gatewayWorkers).toBe(1);
    expect(loadConfig({ GATEWAY_WORKERS: '4' }).gatewayWorkers).toBe(4);
    for (const bad of ['0', '-1', '1.5', 'two', '65'])
      expect(() => loadConfig({ GATEWAY_WORKERS: bad })).toThrow(/invalid worker count/);
  });

  it('works on 24 requests at once per process unless GATEWAY_MAX_IN_FLIGHT says otherwise', () => {
    expect(loadConfig({}).maxInFlight).toBe(24);
    expect(loadConfig({ GATEWAY_MAX_IN_FLIGHT: '1' }).maxInFlight).toBe(1);
    expect(loadConfig({ GATEWAY_MAX_IN_FLIGHT: '10000' }).maxInFlight).toBe(10_000);
    for (const bad of ['0', '-3', '2.5', 'many', '10001'])
      expect(() => loadConfig({ GATEWAY_MAX_IN_FLIGHT: bad })).toThrow(/invalid in-flight limit/);
  });

  it('reuses a seller’s dashboard report for a second unless DASHBOARD_REPORT_CACHE_MS says otherwise', () => {
    expect(loadConfig({}).dashboardReportCacheMs).toBe(1_000);
    expect(loadConfig({ DASHBOARD_REPORT_CACHE_MS: '0' }).dashboardReportCacheMs).toBe(0);
    expect(loadConfig({ DASHBOARD_REPORT_CACHE_MS: '60000' }).dashboardReportCacheMs).toBe(60_000);
    for (const bad of ['-1', '1.5', 'soon', '60001'])
      expect(() => loadConfig({ DASHBOARD_REPORT_CACHE_MS: bad })).toThrow(/invalid DASHBOARD_REPORT_CACHE_MS/);
  });

  it('serves metrics only where METRICS_ADDRESS says: host:port, [v6]:port or a port on loopback', () => {
    expect(loadConfig({}).metricsAddress).toBeUndefined();
    expect(loadConfig({ METRICS_ADDRESS: '127.0.0.1:9464' }).metricsAddress).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_ADDRESS: '[::1]:9464' }).metricsAddress).toEqual({ host: '::1', port: 9464 });
    expect(loadConfig({ METRICS_ADDRESS: '9464' }).metricsAddress).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(() => loadConfig({ METRICS_ADDRESS: 'localhost:99999' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_ADDRESS: 'not an address' })).toThrow(ConfigError);
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe('SPEC §9 environment', () => {
  it('is APP_ENV when given, even when APP_URL names another host', () => {
    const config = loadConfig({ APP_ENV: 'test', APP_URL: 'https://sandbox.paydesk.tw' });
    expect(config.appEnv).toBe('test');
    expect(config.appEnvConfigured).toBe(true);
  });

  it('is detected from the configured public URL when APP_ENV is unset (never from a request)', () => {
    const secret = { SESSION_SECRET: TEST_SESSION_SECRET };
    expect(loadConfig({ ...secret, APP_URL: 'https://sandbox.paydesk.tw' }).appEnv).toBe('sandbox');
    expect(loadConfig({ ...secret, APP_URL: 'https://pay.paydesk.tw' }).appEnv).toBe('production');
    expect(loadConfig({ APP_URL: 'http://localhost:4000' }).appEnv).toBe('local');
    // A production host without a secret is refused, as with APP_ENV=production.
    expect(() => loadConfig({ APP_URL: 'https://pay.paydesk.tw' })).toThrow(ConfigError);
  });

  it('is local and unannounced when nothing configures it, so the client reads its own host', () => {
    const config = loadConfig({});
    expect(config.appEnv).toBe('local');
    expect(config.appEnvConfigured).toBe(false);
  });
});
