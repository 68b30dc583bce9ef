import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { ImageUploader } from './ImageUploader';

const postMock = jest.fn();
jest.mock('../lib/http', () => ({ post: (...args: unknown[]) => postMock(...args) }));

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' });

describe('ImageUploader', () => {
  beforeEach(() => postMock.mockReset());

  it('sends the chosen file and shows what the server lists', async () => {
    postMock.mockResolvedValue({ success: true, message: '', data: ['/a.jpg', '/b.jpg'] });
    const onChange = jest.fn();
    renderWithProviders(
      <ImageUploader
        label="商品圖片"
        images={['/a.jpg']}
        uploadPath="/api/up"
        removePath={(i) => `/api/rm/${i}`}
        max={5}
        onChange={onChange}
      />,
    );
    expect(screen.getByAltText('商品圖片 1')).toHaveAttribute('src', '/a.jpg');
    fireEvent.change(screen.getByLabelText('商品圖片'), { target: { files: [png()] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/a.jpg', '/b.jpg']));
    const [path, body] = postMock.mock.calls[0] as [string, FormData];
    expect(path).toBe('/api/up');
    expect((body.get('file') as File).name).toBe('p.png');
    fireEvent.click(screen.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(postMock).toHaveBeenLastCalledWith('/api/rm/0', undefined, { silent: true }));
  });

  it('shows the server’s refusal next to the field and stops at the limit', async () => {
    postMock.mockResolvedValue({ success: false, message: '圖片須為 JPG 或 PNG，且不超過 5 MB' });
    renderWithProviders(
      <ImageUploader
        label="商品圖片"
        images={['/1', '/2']}
        uploadPath="/api/up"
        removePath={(i) => `/r/${i}`}
        max={2}
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: '上傳圖片' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('商品圖片'), { target: { files: [png()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('圖片須為 JPG 或 PNG，且不超過 5 MB');
  });
});
