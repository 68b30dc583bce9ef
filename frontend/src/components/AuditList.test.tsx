import { screen, within } from '@testing-library/react';
import type { AuditRecordFieldsFragment } from '../graphql/generated';
import { renderWithProviders } from '../test/render';
import { AuditList } from './AuditList';

const rec = (over: Partial<AuditRecordFieldsFragment>): AuditRecordFieldsFragment => ({
  id: 1,
  actorLabel: '系統',
  actionLabel: '撥款至價金保管帳戶',
  targetKind: 'TRANSACTION',
  targetRef: '20261124000000000001',
  targetLabel: '交易 20261124000000000001',
  beforeText: null,
  afterText: '撥款金額：$972',
  createdAt: '2026-11-24T02:00:00Z',
  ...over,
});

describe('AuditList', () => {
  it('reads in zh-TW and links a transaction to its detail (seller day 8)', () => {
    renderWithProviders(
      <AuditList
        data={[
          rec({}),
          rec({
            id: 2,
            actorLabel: '本人',
            actionLabel: '變更提領帳戶',
            targetKind: 'MEMBER',
            targetRef: '2',
            targetLabel: '會員 #2',
            afterText: '銀行代碼：812、帳號：**********8901',
          }),
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: '交易 20261124000000000001' });
    expect(link).toHaveAttribute('href', '/auth/transactions/detail?tradeNo=20261124000000000001');
    const table = screen.getByRole('table');
    expect(within(table).getByText('撥款金額：$972')).toBeInTheDocument();
    expect(within(table).getByText('本人')).toBeInTheDocument();
    expect(table.textContent).not.toMatch(/transaction:|member:\d|fromHeld|moved/);
  });
});
