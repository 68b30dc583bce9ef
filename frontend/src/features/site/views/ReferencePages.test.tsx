import { screen, within } from '@testing-library/react';
import type { PublicReferenceQuery } from '../../../graphql/generated';
import { answerPublicReference, REFERENCE_DATA } from '../../../test/public-reference';
import { renderWithProviders } from '../../../test/render';
import { formatMoney } from '@paydesk/shared/money';
import { percent } from '../../../lib/money-format';
import { FeeView } from './FeeView';
import { ShippingView } from './ShippingView';

// The fixture is exactly what the gateway serves (gateway/src/modules/reference/reference.test.ts checks it). The
// public pages ask for it with a plain request (lib/public-reference.ts), not through Apollo.
const REFERENCE = REFERENCE_DATA;

/** A deep copy with one change, to prove the page follows the data rather than typed-in figures. */
function changed(edit: (r: PublicReferenceQuery['reference']) => void): PublicReferenceQuery {
  const copy = JSON.parse(JSON.stringify(REFERENCE)) as PublicReferenceQuery;
  edit(copy.reference);
  return copy;
}

/** The one row whose first cell is `label` (exactly, else by prefix). */
function rowOf(table: HTMLElement, label: string): HTMLElement {
  const rows = within(table).getAllByRole('row') as HTMLTableRowElement[];
  const first = (row: HTMLTableRowElement) => row.cells[0]?.textContent ?? '';
  const exact = rows.filter((row) => first(row) === label);
  const found = exact.length > 0 ? exact : rows.filter((row) => first(row).startsWith(label));
  if (found.length !== 1) throw new Error(`expected one row for ${label}, found ${found.length}`);
  return found[0]!;
}

describe('fee page', () => {
  it('shows every payment fee of the reference', async () => {
    answerPublicReference(REFERENCE);
    renderWithProviders(<FeeView />, { path: '/fee' });
    const table = await screen.findByRole('table', { name: '金流手續費' });
    const r = REFERENCE.reference;
    for (const card of r.cardRates) expect(rowOf(table, card.label)).toHaveTextContent(percent(card.rateBp));
    expect(rowOf(table, '超商代碼')).toHaveTextContent(`${formatMoney(r.cvsFee)} / 筆`);
    expect(rowOf(table, 'ATM 轉帳')).toHaveTextContent(percent(r.atmRateBp));
    expect(rowOf(table, 'ATM 轉帳')).toHaveTextContent(formatMoney(r.atmSingleLimit));
    for (const w of r.wallets) expect(rowOf(table, w.label)).toHaveTextContent(percent(w.rateBp));
    expect(rowOf(table, 'AFTEE')).toHaveTextContent(percent(r.bnplRateBp));
    const instalments = screen.getByRole('table', { name: '信用卡分期手續費' });
    for (const i of r.instalmentRates)
      expect(rowOf(instalments, `${i.periods} 期`)).toHaveTextContent(percent(i.rateBp));
    const refund = screen.getByRole('table', { name: '退款與提領' });
    expect(rowOf(refund, '超商代碼退款')).toHaveTextContent(formatMoney(r.refundFees.cvs));
    expect(rowOf(refund, '提領手續費')).toHaveTextContent(
      `${formatMoney(r.withdrawal.fee)} / 次，約 1 至 3 個工作天入帳`,
    );
    expect(screen.getByText(/每月收取餘額 10% 的帳戶管理費（最低 \$100）/)).toBeInTheDocument();
    expect(rowOf(screen.getByRole('table', { name: '收款與提領額度' }), '信用卡收款額度')).toHaveTextContent(
      '20 萬100 萬',
    );
  });

  it('follows a changed figure', async () => {
    const data = changed((r) => {
      r.cvsFee = 31;
      r.cardRates[0]!.rateBp = 299;
      r.withdrawal.fee = 18;
    });
    answerPublicReference(data);
    renderWithProviders(<FeeView />, { path: '/fee' });
    const table = await screen.findByRole('table', { name: '金流手續費' });
    expect(rowOf(table, '超商代碼')).toHaveTextContent('$31 / 筆');
    expect(rowOf(table, '國內信用卡')).toHaveTextContent('2.99%');
    expect(rowOf(screen.getByRole('table', { name: '退款與提領' }), '提領手續費')).toHaveTextContent('$18 / 次');
    expect(screen.queryByText('$25 / 筆')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the reference cannot load', async () => {
    answerPublicReference('down');
    renderWithProviders(<FeeView />, { path: '/fee' });
    expect(await screen.findByText('費率資料暫時無法載入，請稍後再試')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });
});

describe('shipping page', () => {
  it('shows every logistics fee and package rule of the reference', async () => {
    answerPublicReference(REFERENCE);
    renderWithProviders(<ShippingView />, { path: '/shipping' });
    const l = REFERENCE.reference.logistics;
    const store = await screen.findByRole('table', { name: '超商取貨運費' });
    expect(rowOf(store, '大宗寄倉（B2C）')).toHaveTextContent(
      `${formatMoney(l.storeFees.b2cNormal)} / 件${formatMoney(l.storeFees.b2cFrozen)} / 件`,
    );
    expect(rowOf(store, '店到店')).toHaveTextContent(
      `${formatMoney(l.storeFees.c2cNormal)} / 件${formatMoney(l.storeFees.c2cFrozen)} / 件`,
    );
    expect(rowOf(store, '大宗寄倉退貨')).toHaveTextContent(formatMoney(l.storeFees.b2cReturn));
    for (const table of l.homeRates) {
      const el = screen.getByRole('table', { name: table.temperature === 'NORMAL' ? '宅配常溫運費' : '宅配低溫運費' });
      for (const row of table.rows)
        expect(rowOf(el, row.regionLabel)).toHaveTextContent(row.fees.map(formatMoney).join(''));
    }
    const collection = screen.getByRole('table', { name: '代收與其他費用' });
    expect(rowOf(collection, '超商取貨付款')).toHaveTextContent('0.5%，最低 $1');
    expect(rowOf(collection, '宅配貨到付款')).toHaveTextContent('1%，最低 $20');
    expect(rowOf(collection, '超商未取件')).toHaveTextContent(formatMoney(l.noShowFee));
    const packages = screen.getByRole('table', { name: '包裹規格' });
    expect(rowOf(packages, '店到店常溫')).toHaveTextContent('45 公分105 公分5 公斤');
    expect(rowOf(packages, '宅配低溫')).toHaveTextContent('—120 公分20 公斤');
    const rules = screen.getByRole('table', { name: '寄件期限、取貨期限與賠償上限' });
    expect(rowOf(rules, '店到店寄件期限')).toHaveTextContent('D+6 天內');
    expect(rowOf(rules, '大宗寄倉冷凍寄件期限')).toHaveTextContent('D+5 天內');
    expect(rowOf(rules, '冷凍包裹門市保留')).toHaveTextContent('4 天');
    expect(rowOf(rules, '宅配遺失賠償上限')).toHaveTextContent('$20,000');
    expect(rowOf(screen.getByRole('table', { name: '冷凍大宗取件費' }), '30 件以上')).toHaveTextContent('$50');
  });

  it('follows a changed figure', async () => {
    const data = changed((r) => {
      r.logistics.storeFees.c2cNormal = 65;
      r.logistics.homeRates[0]!.rows[0]!.fees[0] = 130;
      r.logistics.compensationCaps.home = 25_000;
    });
    answerPublicReference(data);
    renderWithProviders(<ShippingView />, { path: '/shipping' });
    const store = await screen.findByRole('table', { name: '超商取貨運費' });
    expect(rowOf(store, '店到店')).toHaveTextContent('$65 / 件');
    expect(rowOf(screen.getByRole('table', { name: '宅配常溫運費' }), '本島')).toHaveTextContent('$130$165');
    expect(rowOf(screen.getByRole('table', { name: '寄件期限、取貨期限與賠償上限' }), '宅配遺失')).toHaveTextContent(
      '$25,000',
    );
  });
});
