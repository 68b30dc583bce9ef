import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { WEBHOOK_TOLERANCE_SECONDS, WEBHOOK_VERIFY_NODE, WEBHOOK_VERIFY_PYTHON } from '@paydesk/shared/webhook-rules';
import { signWebhook } from './webhook-signature';

/**
 * The verifiers the settings page and docs show are run here exactly as written: a signed body passes, a tampered
 * body, a wrong secret and an old timestamp (a replay) are refused.
 */
type Verify = (rawBody: string | Buffer, header: string, secret: string, toleranceSeconds?: number) => boolean;

function nodeVerifier(): Verify {
  const sandbox = { require, Buffer, Date, Math, Number, String, module: { exports: {} as unknown } };
  vm.runInNewContext(`${WEBHOOK_VERIFY_NODE}\nmodule.exports = verifyPayDeskSignature;`, sandbox);
  return sandbox.module.exports as Verify;
}

const secret = 'whsec_0123456789abcdef';
const body = JSON.stringify({ id: 'evt_1', type: 'payment.paid', data: { object: { item_name: '品名 "引號" \\ é' } } });
const now = () => Math.floor(Date.now() / 1000);

describe('the documented Node.js verifier', () => {
  const verify = nodeVerifier();

  it('accepts a body signed now, with the raw body as a string or bytes', () => {
    const header = signWebhook(body, secret, now());
    expect(verify(body, header, secret)).toBe(true);
    expect(verify(Buffer.from(body, 'utf8'), header, secret)).toBe(true);
  });

  it('refuses a tampered body, a wrong secret, a missing or malformed header', () => {
    const header = signWebhook(body, secret, now());
    expect(verify(body.replace('evt_1', 'evt_2'), header, secret)).toBe(false);
    expect(verify(`${body} `, header, secret)).toBe(false);
    expect(verify(body, header, 'whsec_other')).toBe(false);
    expect(verify(body, '', secret)).toBe(false);
    expect(verify(body, header.replace(/v1=\w+/, 'v1=zz'), secret)).toBe(false);
    expect(verify(body, header.replace(/t=\d+/, `t=${now() + 1}`), secret)).toBe(false);
  });

  it('refuses a timestamp older than the replay window, even with a correct signature', () => {
    const old = now() - WEBHOOK_TOLERANCE_SECONDS - 5;
    expect(verify(body, signWebhook(body, secret, old), secret)).toBe(false);
    expect(verify(body, signWebhook(body, secret, now() - WEBHOOK_TOLERANCE_SECONDS + 30), secret)).toBe(true);
  });
});

// python3 is on every machine this runs on (Debian's); a machine without it fails here rather than skipping.
describe('the documented Python verifier', () => {
  function verify(raw: string, header: string, key: string): boolean {
    const script = `${WEBHOOK_VERIFY_PYTHON}\n\nimport sys\nraw = sys.stdin.buffer.read()\nprint(verify_paydesk_signature(raw, sys.argv[1], sys.argv[2]))\n`;
    const run = spawnSync('python3', ['-c', script, header, key], { input: Buffer.from(raw, 'utf8') });
    if (run.status !== 0) throw new Error(run.stderr.toString());
    return run.stdout.toString().trim() === 'True';
  }

  it('accepts a signed body and refuses a tampered body or an old timestamp', () => {
    expect(verify(body, signWebhook(body, secret, now()), secret)).toBe(true);
    expect(verify(body.replace('evt_1', 'evt_2'), signWebhook(body, secret, now()), secret)).toBe(false);
    const old = now() - WEBHOOK_TOLERANCE_SECONDS - 5;
    expect(verify(body, signWebhook(body, secret, old), secret)).toBe(false);
  });
});

it('the docs show the same verifiers the tests run', () => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../../../docs/areas/webhooks.md'), 'utf8');
  expect(doc).toContain(WEBHOOK_VERIFY_NODE);
  expect(doc).toContain(WEBHOOK_VERIFY_PYTHON);
});
