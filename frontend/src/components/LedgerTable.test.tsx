import { screen, within } from '@testing-library/react';
import type { LedgerLineFieldsFragment } from '../graphql/generated';
import { renderWithProviders } from '../test/render';
import { LedgerTable } from './LedgerTable';

const line = (over: Partial<LedgerLineFieldsFragment>): LedgerLineFieldsFragment => ({
  entryId: 1,
  kind: 'SETTLEMENT',
  memo: '撥款',
  account: 'held',
  amount: 975,
  balanceAfter: 975,
  tradeNo: null,
  withdrawalId: null,
  shipmentId: null,
  logisticsNo: null,
  createdAt: '2026-11-22T02:47:00Z',
  ...over,
});

describe('LedgerTable', () => {
  it('links each entry to its cause: the transaction, the withdrawal, the parcel of a logistics fee', () => {
    renderWithProviders(
      <LedgerTable
        empty="-"
        data={[
          line({ entryId: 1, tradeNo: '20261122104732888968' }),
          line({ entryId: 2, kind: 'WITHDRAWAL', amount: -500, withdrawalId: 7 }),
          line({
            entryId: 3,
            kind: 'SHIPPING_FEE',
            memo: '物流費用補扣 CC123456789012',
            amount: -60,
            shipmentId: 9,
            logisticsNo: 'CC123456789012',
          }),
          line({ entryId: 4, kind: 'SHIPPING_FEE', memo: '運費', amount: -60 }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: '20261122104732888968' })).toHaveAttribute(
      'href',
      '/auth/transactions/detail?tradeNo=20261122104732888968',
    );
    expect(screen.getByRole('link', { name: '提領 #7' })).toHaveAttribute('href', '/auth/bill/withdraw');
    const parcel = screen.getByRole('link', { name: '物流單 CC123456789012' });
    expect(parcel).toHaveAttribute('href', '/auth/shipping/detail?id=9');
    // The fee's own line: its kind in words beside the parcel's link.
    const row = parcel.closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('物流費用')).toBeInTheDocument();
    // A fee whose parcel is unknown links nowhere.
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
