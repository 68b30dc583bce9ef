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

    expect(screen.getByText('輸入代碼或銀行名稱搜尋')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '808' } });
    // findBy lets Formik's asynchronous validation of the change settle.
    expect(await screen.findByText('玉山商業銀行')).toBeInTheDocument();
  });
});
