import { fireEvent, screen } from '@testing-library/react';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { EmptyState } from './EmptyState';
import { DateText } from './MoneyText';
import { StatusBadge, TONE_PALETTE } from './StatusBadge';

describe('DateText', () => {
  it('shows an instant in Taiwan time, keeping the instant on the element', () => {
    // 2026-01-31T16:30:00Z is already 1 February, 00:30 in Taipei.
    renderWithProviders(<DateText value="2026-01-31T16:30:00Z" withTime />);
    const shown = screen.getByText('2026/02/01 00:30');
    expect(shown).toHaveAttribute('datetime', '2026-01-31T16:30:00Z');
  });

  it('shows empty and zero dates as a dash', () => {
    renderWithProviders(
      <>
        <DateText value={null} />
        <DateText value="1970-01-01T00:00:00Z" />
      </>,
    );
    expect(screen.getAllByText('-')).toHaveLength(2);
  });
});

describe('StatusBadge', () => {
  it('names a status by the shared code list, from a code, an enum key or an entry', () => {
    renderWithProviders(
      <>
        <StatusBadge list={MERCHANT_STATUS_LIST} value={91} />
        <StatusBadge list={MERCHANT_STATUS_LIST} value="ACTIVE" />
        <StatusBadge entry={TRANSACTION_STATUS_LIST.entries[0]} />
      </>,
    );
    expect(screen.getByText('資料待補')).toBeInTheDocument();
    expect(screen.getByText('啟用')).toBeInTheDocument();
    expect(screen.getByText(TRANSACTION_STATUS_LIST.entries[0].label)).toBeInTheDocument();
  });

  it('gives every tone a palette', () => {
    for (const entry of [...MERCHANT_STATUS_LIST.entries, ...TRANSACTION_STATUS_LIST.entries]) {
      expect(TONE_PALETTE[entry.tone]).toBeTruthy();
    }
  });
});

describe('EmptyState', () => {
  it('says the list is empty and offers the next step', () => {
    renderWithProviders(<EmptyState message="尚無商店" action={<a href="/auth/merchant/create">新增商店</a>} />);
    expect(screen.getByText('尚無商店')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新增商店' })).toHaveAttribute('href', '/auth/merchant/create');
  });
});

describe('ConfirmDialog', () => {
  const ask = (busy: boolean, onConfirm = jest.fn(), onCancel = jest.fn()) =>
    renderWithProviders(
      <ConfirmDialog
        open
        title="確認提領"
        message="提領 $1,000？"
        confirmLabel="確認"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );

  it('confirms or cancels', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    ask(false, onConfirm, onCancel);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('提領 $1,000？');
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed again while the confirmed request runs', () => {
    const onConfirm = jest.fn();
    ask(true, onConfirm);
    // A busy button shows a spinner in place of its label, so find it as the one that is not 取消.
    const cancel = screen.getByRole('button', { name: '取消' });
    const confirm = screen.getAllByRole('button').find((b) => b !== cancel)!;
    expect(confirm).toBeDisabled();
    expect(cancel).toBeDisabled();
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
