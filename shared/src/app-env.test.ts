import { detectEnvFromHost } from './app-env';

describe('SPEC §9 environment detected by host', () => {
  test.each([
    ['localhost:3000', 'local'],
    ['127.0.0.1:5173', 'local'],
    ['[::1]:3000', 'local'],
    ['paydesk.local', 'local'],
    ['sandbox.paydesk.tw', 'sandbox'],
    ['pay-sandbox.paydesk.tw:8443', 'sandbox'],
    ['test.paydesk.tw', 'test'],
    ['pay-test.paydesk.tw', 'test'],
    ['paydesk.tw', 'production'],
    ['www.paydesk.tw', 'production'],
    ['contest.paydesk.tw', 'production'],
    ['mysandboxes.tw', 'production'],
  ])('%s is %s', (host, env) => {
    expect(detectEnvFromHost(host)).toBe(env);
  });
});
