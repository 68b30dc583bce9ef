import { CaptchaService } from './captcha.service';

type FakeSession = Parameters<CaptchaService['issue']>[0];
const newSession = () => ({}) as FakeSession;

describe('CaptchaService', () => {
  it('accepts the issued code once, case-insensitively', () => {
    const service = new CaptchaService(undefined);
    const session = newSession();
    const svg = service.issue(session);
    expect(svg).toMatch(/^<svg/);
    const code = session.captcha!.code;
    expect(code).toMatch(/^[A-Z2-9]{5}$/);
    expect(service.consume(session, code.toLowerCase())).toBe(true);
    expect(service.consume(session, code)).toBe(false);
  });

  it('spends the code on a wrong answer', () => {
    const service = new CaptchaService(undefined);
    const session = newSession();
    service.issue(session);
    const code = session.captcha!.code;
    expect(service.consume(session, 'WRONG')).toBe(false);
    expect(service.consume(session, code)).toBe(false);
  });

  it('refuses when no captcha was issued', () => {
    expect(new CaptchaService(undefined).consume(newSession(), 'ABCDE')).toBe(false);
  });

  it('uses the fixed code in local and test configurations', () => {
    const service = new CaptchaService('TEST1');
    const session = newSession();
    service.issue(session);
    expect(session.captcha!.code).toBe('TEST1');
    expect(service.consume(newSession(), 'test1')).toBe(true);
  });
});
