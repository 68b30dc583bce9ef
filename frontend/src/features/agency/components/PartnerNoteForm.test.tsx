import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { PartnerNoteForm } from './PartnerNoteForm';

const data = { email: 'shop@example.com', note: '舊備註', removable: true };

describe('PartnerNoteForm', () => {
  it('rejects a note over 100 characters and shows a server error on the field', async () => {
    const onSubmit = jest.fn().mockResolvedValue([{ field: 'note', message: '備註最多 200 個字' }]);
    renderWithProviders(<PartnerNoteForm data={data} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('備註'), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: '儲存備註' }));
    expect(await screen.findByText('備註最多 100 個字')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('備註'), { target: { value: '新備註' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存備註' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ note: '新備註' }, false));
    expect(await screen.findByText('備註最多 200 個字')).toBeInTheDocument();
  });

  it('ends the partnership only after the confirm dialog', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    renderWithProviders(<PartnerNoteForm data={data} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '結束合作' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('確定要與 shop@example.com 結束合作嗎');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: '結束合作' }).at(-1)!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ note: '舊備註' }, true));
  });
});
