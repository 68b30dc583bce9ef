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
    expect(loadConfig({ APP_ENV: appEnv, SESSION_SECRET: 's3cret' }).sessionSecret).toBe('s3cret');
  });

  it.each(['sandbox', 'production'])('refuses CAPTCHA_FIXED_CODE in %s', (appEnv) => {
    expect(() => loadConfig({ APP_ENV: appEnv, SESSION_SECRET: 'x', CAPTCHA_FIXED_CODE: 'ABCDE' })).toThrow(/CAPTCHA_FIXED_CODE/);
  });

  it.each(['local', 'test'])('accepts CAPTCHA_FIXED_CODE in %s', (appEnv) => {
    expect(loadConfig({ APP_ENV: appEnv, CAPTCHA_FIXED_CODE: 'ABCDE' }).captchaFixedCode).toBe('ABCDE');
  });

  it('accepts only an empty or /slave base path', () => {
    expect(loadConfig({ BASE_PATH: '/slave/' }).basePath).toBe('/slave');
    expect(() => loadConfig({ BASE_PATH: '/other' })).toThrow(ConfigError);
  });

  it('rejects an unknown APP_ENV and a bad port', () => {
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });
});
