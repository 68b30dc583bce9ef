import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { SharePopover } from './SharePopover';

describe('SharePopover', () => {
  it('copies the address and a share text, and offers the QR code as a PNG', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithProviders(
      <SharePopover
        title="手工皮夾"
        url="https://pay.example/pay/abc"
        qrCode="data:image/png;base64,QQ"
        fileName="pay-abc"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '分享：手工皮夾' }));
    const share = await screen.findByTestId('share');
    expect(within(share).getByRole('textbox', { name: '公開網址' })).toHaveValue('https://pay.example/pay/abc');
    fireEvent.click(within(share).getByRole('button', { name: '複製連結' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://pay.example/pay/abc'));
    fireEvent.click(within(share).getByRole('button', { name: '複製分享文字' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('手工皮夾：https://pay.example/pay/abc'));
    const download = within(share).getByRole('link', { name: '下載 QR Code' });
    expect(download).toHaveAttribute('href', 'data:image/png;base64,QQ');
    expect(download).toHaveAttribute('download', 'pay-abc-qr.png');
  });
});
