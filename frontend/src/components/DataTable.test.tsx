import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { DataTable, type Column } from './DataTable';

type Row = { id: number; name: string; amount: number };
const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `商店${String(i + 1).padStart(2, '0')}`,
  amount: (i * 37) % 100,
}));
const COLUMNS: Column<Row>[] = [
  { key: 'name', header: '名稱', render: (r) => r.name, sortValue: (r) => r.name },
  { key: 'amount', header: '金額', render: (r) => String(r.amount), sortValue: (r) => r.amount, numeric: true },
  { key: 'note', header: '備註', render: () => '-' },
];

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('shows the empty state instead of a table', () => {
    renderWithProviders(<DataTable rows={[]} columns={COLUMNS} rowKey={(r) => r.id} empty="沒有資料" />);
    expect(screen.getByText('沒有資料')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages rows and moves between pages', () => {
    renderWithProviders(<DataTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} empty="-" pageSize={10} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('第 1 / 3 頁')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一頁' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(screen.getByText('第 3 / 3 頁')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: '下一頁' })).toBeDisabled();
  });

  it('sorts by a column, reverses on a second click, and says so with aria-sort', () => {
    renderWithProviders(<DataTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} empty="-" pageSize={Infinity} />);
    fireEvent.click(screen.getByRole('button', { name: '金額' }));
    const ascending = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(screen.getByRole('columnheader', { name: /金額/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /金額/ }));
    const descending = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));
    expect(descending).toEqual([...ascending].reverse());
    expect(screen.getByRole('columnheader', { name: /金額/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: '備註' })).toBeNull();
  });

  it('sorts text in zh-Hant order and goes back to the first page', () => {
    renderWithProviders(<DataTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} empty="-" pageSize={10} />);
    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    fireEvent.click(screen.getByRole('button', { name: '名稱' }));
    fireEvent.click(screen.getByRole('button', { name: /名稱/ }));
    expect(screen.getByText('第 1 / 3 頁')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('商店25');
  });
});
