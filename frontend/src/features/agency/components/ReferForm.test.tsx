import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ReferForm } from './ReferForm';

import { showToast } from '../../../lib/toast';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('ReferForm', () => {
  it('checks the SPEC §5 email rule before sending and toasts on a failed submit', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<ReferForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^賣家電子信箱/), { target: { value: '賣家 @example' } });
    fireEvent.click(screen.getByRole('button', { name: '送出邀請' }));
    expect(await screen.findByText('電子信箱格式錯誤')).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('請檢查欄位是否填寫完整', 'error'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/於會員首頁接受邀請/)).toBeInTheDocument();
  });

  it('sends the trimmed email and note and maps server errors onto the fields and above the form', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce([{ field: 'email', message: '已推薦過此電子信箱' }])
      .mockResolvedValueOnce([{ field: null, message: '您已是其他代理商的合作商店' }]);
    renderWithProviders(<ReferForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^賣家電子信箱/), { target: { value: ' shop@example.com ' } });
    fireEvent.change(screen.getByLabelText('備註'), { target: { value: '夜市攤商' } });
    fireEvent.click(screen.getByRole('button', { name: '送出邀請' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'shop@example.com', note: '夜市攤商' }));
    expect(await screen.findByText('已推薦過此電子信箱')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '送出邀請' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您已是其他代理商的合作商店');
  });
});
