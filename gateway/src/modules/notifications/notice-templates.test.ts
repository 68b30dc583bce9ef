import { EVENT_CATALOGUE } from '@paydesk/shared/event-catalogue';
import { formatMoney } from '@paydesk/shared/money';
import { NOTICE_TEMPLATES, noticesOf, type NotifiedEventType } from './notice-templates';
import { noticeHtml, noticeText } from './notice-layout';
import { sampleEvents } from './notification.fixtures';

/** Every notice reads as zh-TW words for people: labels instead of codes, money formatted, nothing left empty. */
const samples = sampleEvents({ seller: 1, agent: 2 });
const types = Object.keys(NOTICE_TEMPLATES) as NotifiedEventType[];
const render = (type: NotifiedEventType) =>
  noticesOf({ ...samples[type], id: 'evt_sample', createdAt: new Date('2026-11-27T00:00:00Z') });

it('has a template for every event of the catalogue that people are told of, and only catalogue events', () => {
  const catalogue = EVENT_CATALOGUE.map((e) => e.type as string);
  expect(types.filter((t) => !catalogue.includes(t))).toEqual([]);
  expect(types).toHaveLength(18);
});

it.each(types)('%s renders words, not codes', (type) => {
  const drafts = render(type);
  expect(drafts.length).toBeGreaterThan(0);
  for (const draft of drafts) {
    const text = noticeText(draft);
    const all = [draft.subject, text, draft.sms ?? ''].join('\n');
    expect(all).not.toMatch(/undefined|null|NaN|\[object|：-(\n|$)/);
    // No code-list keys or raw enum values (HOME_NORMAL, C2C_NORMAL, CVS).
    expect(all).not.toMatch(/\b[A-Z0-9]+_[A-Z0-9_]+\b|\bCVS\b|\bCREDIT\b/);
    expect(all).toMatch(/[\u4e00-\u9fff]/);
    expect(draft.subject.startsWith('【PayDesk】')).toBe(true);
    expect(noticeHtml(draft, null)).toContain(draft.intro.replace(/&/g, '&amp;'));
  }
});

it('formats every amount as money', () => {
  const refund = render('payment.refunded').map(noticeText).join('\n');
  expect(refund).toContain(`本次退款：${formatMoney(1280)}`);
  const summary = render('held_funds.daily_summary').map(noticeText).join('\n');
  expect(summary).toContain('撥入金額：$3,732');
  expect(render('withdrawal.paid')[0].sms).toContain('$25,000');
  for (const type of types) expect(render(type).map(noticeText).join('\n')).not.toMatch(/(金額|退款|手續費)：\d/);
});

it('gives the store code with its deadline and a barcode, the ATM account with the bank code', () => {
  const [cvs] = render('payment.awaiting');
  expect(noticeText(cvs)).toMatch(/繳費代碼：LLL12345678901[\s\S]*繳費期限：2026\/11\/30 23:59/);
  expect(cvs.barcode).toEqual({ label: '繳費代碼', value: 'LLL12345678901' });
  expect(noticeHtml(cvs, 'data:image/png;base64,AAAA')).toContain('<img src="data:image/png;base64,AAAA"');
  const atm = noticesOf({
    ...samples['payment.awaiting'],
    data: { ...samples['payment.awaiting'].data, payType: 2, paymentCode: '9123456789012', bankCode: '822' },
    id: 'evt_atm',
    createdAt: new Date(),
  })[0];
  expect(noticeText(atm)).toMatch(/銀行代碼：822[\s\S]*轉帳帳號：9123456789012/);
});

it('escapes what sellers and buyers typed in the HTML', () => {
  const drafts = noticesOf({
    ...samples['shop.review_decided'],
    data: { shopName: '<script>x</script>', approved: true },
    id: 'evt_x',
    createdAt: new Date(),
  });
  const html = noticeHtml(drafts[0], null);
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;script&gt;');
});
