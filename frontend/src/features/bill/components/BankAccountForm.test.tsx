import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { BankAccountForm } from './BankAccountForm';

describe('BankAccountForm', () => {
  it('offers the Taiwan banks as the code is typed and names the chosen bank', async () => {
    renderWithProviders(<BankAccountForm onSubmit={jest.fn()} />);
    const code = screen.getByLabelText(/^銀行代碼/);
    const list = document.getElementById(code.getAttribute('list') ?? '');
    expect(list?.tagName).toBe('DATALIST');
    const options = [...(list?.querySelectorAll('option') ?? [])].map((o) => o.getAttribute('label'));
    expect(options).toContain('808 玉山商業銀行');
    expect(options).toContain('700 中華郵政');
    // Every institution of the shared list: the banks once missing, credit cooperatives, farmers' associations.
    for (const name of ['806 元大商業銀行', '809 凱基商業銀行', '810 星展（台灣）商業銀行', '048 王道商業銀行'])
      expect(options).toContain(name);
    expect(options.some((o) => o?.includes('信用合作社'))).toBe(true);
    expect(options.some((o) => o?.includes('農會'))).toBe(true);

    expect(screen.getByText('輸入代碼或名稱搜尋（銀行、信用合作社、農漁會）')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '808' } });
    // findBy lets Formik's asynchronous validation of the change settle.
    expect(await screen.findByText('玉山商業銀行')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '999' } });
    expect(await screen.findByText('查無此金融機構代碼')).toBeInTheDocument();
  });
});
