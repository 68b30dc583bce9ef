import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ShareSummaryPanel } from './ShareSummaryPanel';

const months = Array.from({ length: 12 }, (_, i) => ({
  __typename: 'ShareMonthTotal' as const,
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  share: i === 10 ? 200 : i === 9 ? 100 : 0,
  closed: i < 10,
}));

const summary = {
  __typename: 'ShareSummary' as const,
  month: '2026-11',
  share: 200,
  closed: false,
  paid: null,
  lastMonths: months,
  rows: [
    {
      __typename: 'ShareSummaryRow' as const,
      partnerMemberId: 1,
      merchantName: '皮革小舖',
      payType: 'CREDIT' as const,
      count: 3,
      volume: 3600,
      platformFee: 101,
      share: 20,
    },
    {
      __typename: 'ShareSummaryRow' as const,
      partnerMemberId: 2,
      merchantName: '好物商行',
      payType: 'ATM' as const,
      count: 2,
      volume: 2000,
      platformFee: 30,
      share: 180,
    },
  ],
};

/** The bars' tooltips load their popover after the first render (ClickTip); a test ends once they have. */
const tipsLoaded = () =>
  waitFor(() => {
    for (const bar of within(screen.getByRole('figure')).getAllByRole('button'))
      expect(bar).toHaveAttribute('aria-haspopup');
  });

describe('ShareSummaryPanel', () => {
  it('sums the month across partners and pay types and says it is not closed yet', async () => {
    renderWithProviders(<ShareSummaryPanel data={summary} />);
    expect(screen.getByTestId('share-total')).toHaveTextContent('$200');
    expect(screen.getByTestId('share-volume')).toHaveTextContent('$5,600');
    expect(screen.getByTestId('share-fee')).toHaveTextContent('$131');
    expect(screen.getByTestId('share-count')).toHaveTextContent('5');
    expect(screen.getByTestId('share-closed')).toHaveTextContent('未結算');
    const rows = screen.getAllByTestId('share-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('信用卡')).toBeInTheDocument();
    await tipsLoaded();
  });

  it('draws 12 bars scaled to the largest month, each read out with its month and amount', async () => {
    renderWithProviders(<ShareSummaryPanel data={summary} />);
    const bars = screen.getAllByTestId('share-bar');
    expect(bars).toHaveLength(12);
    const heights = screen.getAllByTestId('share-bar-fill').map((b) => Number(b.getAttribute('data-height')));
    expect(heights[10]).toBe(120);
    expect(heights[9]).toBe(60);
    expect(heights[0]).toBe(0);
    // Each bar is a button named by its month and amount; a click or tap shows the figure (SPEC §4 tooltips).
    const november = within(screen.getByRole('figure')).getByRole('button', { name: '2026/11：$200' });
    fireEvent.click(november);
    expect(await screen.findByText('2026/11：$200', { selector: 'div' })).toBeVisible();
  });

  it('shows the paid amount once the month is closed', async () => {
    renderWithProviders(<ShareSummaryPanel data={{ ...summary, closed: true, paid: 200, rows: [] }} />);
    expect(screen.getByTestId('share-closed')).toHaveTextContent('已結算');
    expect(screen.getByText('已撥入價金保管帳戶 $200')).toBeInTheDocument();
    expect(screen.getByText(/此月份沒有分潤/)).toBeInTheDocument();
    await tipsLoaded();
  });
});
