import { fireEvent, screen } from '@testing-library/react';
import { SendContactMessageDocument } from '../../../graphql/documents/contact';
import { answerPublicReference } from '../../../test/public-reference';
import { renderWithProviders } from '../../../test/render';
import { ContactView } from './ContactView';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const INPUT = {
  name: '陳大文',
  email: 'dawen@example.com',
  phone: null,
  category: 'general',
  message: '請問如何開通分期？',
};

function fill() {
  fireEvent.change(field('姓名'), { target: { value: INPUT.name } });
  fireEvent.change(field('電子信箱'), { target: { value: INPUT.email } });
  fireEvent.change(field('留言內容'), { target: { value: INPUT.message } });
  fireEvent.click(screen.getByRole('button', { name: '送出留言' }));
}

// The service hours come with the public pages' plain reference request (lib/public-reference.ts).
beforeEach(() => answerPublicReference());

describe('ContactView', () => {
  it('shows the customer-service hours from the reference', async () => {
    renderWithProviders(<ContactView />, { path: '/contact', mocks: [] });
    expect(await screen.findByText('客服時間：週一至週五 09:00-12:30、13:30-18:00')).toBeInTheDocument();
  });

  it('validates with the SPEC §5 rules before sending', async () => {
    renderWithProviders(<ContactView />, { path: '/contact', mocks: [] });
    fireEvent.change(field('姓名'), { target: { value: 'Tom123' } });
    fireEvent.change(field('電子信箱'), { target: { value: '王 @x' } });
    fireEvent.click(screen.getByRole('button', { name: '送出留言' }));
    expect(await screen.findByText('姓名僅限中文或英文字母，且少於 30 個字')).toBeInTheDocument();
    expect(screen.getByText('電子信箱格式錯誤')).toBeInTheDocument();
  });

  it('confirms a sent message', async () => {
    const sent = {
      request: { query: SendContactMessageDocument, variables: { input: INPUT } },
      result: { data: { sendContactMessage: { __typename: 'ContactPayload', ok: true, errors: [] } } },
    };
    renderWithProviders(<ContactView />, { path: '/contact', mocks: [sent] });
    fill();
    expect(await screen.findByText('已收到您的留言，客服將於一個工作天內回覆。')).toBeInTheDocument();
  });

  it('maps server errors onto fields and shows the rate-limit message', async () => {
    const errors = [
      { __typename: 'FieldError', field: 'email', code: 'INVALID', message: '電子信箱格式錯誤' },
      { __typename: 'FieldError', field: null, code: 'THROTTLED', message: '留言次數過多，請稍後再試或來電客服' },
    ];
    const refused = {
      request: { query: SendContactMessageDocument, variables: { input: INPUT } },
      result: { data: { sendContactMessage: { __typename: 'ContactPayload', ok: false, errors } } },
    };
    renderWithProviders(<ContactView />, { path: '/contact', mocks: [refused] });
    fill();
    expect(await screen.findByText('留言次數過多，請稍後再試或來電客服')).toBeInTheDocument();
    expect(screen.getByText('電子信箱格式錯誤')).toBeInTheDocument();
  });
});
