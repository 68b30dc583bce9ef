import { COMPONENT_TEXT } from '../../../components/text';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PERIOD_MESSAGES } from '@paydesk/shared/period-rules';
import { VALIDATION_MESSAGES } from '../../../lib/validators';
import { renderWithProviders } from '../../../test/render';
import { SUBSCRIBE_TEXT } from '../text';
import { SubscribeForm } from './SubscribeForm';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const sandboxCards = { success: '4311952222222222', decline: '4000000000000002' };
const captchaSrc = '/api/login/image_captcha?t=1';
const submit = () => fireEvent.click(screen.getByRole('button', { name: SUBSCRIBE_TEXT.submit }));

describe('SubscribeForm', () => {
  it('checks name, email and mobile with the SPEC §5 rules and shows the sandbox cards', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <SubscribeForm data={{ sandboxCards, captchaSrc }} onReloadCaptcha={jest.fn()} onSubmit={onSubmit} />,
    );

    expect(
      screen.getByText(COMPONENT_TEXT.checkout.cardHint(sandboxCards.success, sandboxCards.decline)),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^姓名/), { target: { value: 'A1' } });
    fireEvent.change(screen.getByLabelText(/^電子信箱/), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(/^手機號碼/), { target: { value: '0812345678' } });
    fireEvent.change(screen.getByLabelText(/^信用卡號/), { target: { value: '123' } });
    submit();

    expect(await screen.findByText(VALIDATION_MESSAGES.userName)).toBeInTheDocument();
    expect(screen.getByLabelText(/^驗證碼/)).toBeInvalid();
    expect(screen.getByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.mobile)).toBeInTheDocument();
    expect(screen.getByText(PERIOD_MESSAGES.card)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('prefills a signed-in buyer, sends the values and shows a declined card on its field', async () => {
    const onSubmit = jest.fn().mockResolvedValue([{ field: 'cardNumber', message: '信用卡授權失敗' }]);
    renderWithProviders(
      <SubscribeForm
        data={{
          sandboxCards,
          captchaSrc,
          buyer: { name: '王小美', email: 'buyer01@example.com', mobile: '0955666777' },
        }}
        onReloadCaptcha={jest.fn()}
        onSubmit={onSubmit}
      />,
    );

    expect(screen.getByLabelText(/^電子信箱/)).toHaveValue('buyer01@example.com');
    fireEvent.change(screen.getByLabelText(/^信用卡號/), { target: { value: sandboxCards.decline } });
    fireEvent.change(screen.getByLabelText(/^驗證碼/), { target: { value: 'ab12c' } });
    submit();

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        buyerName: '王小美',
        buyerEmail: 'buyer01@example.com',
        buyerMobile: '0955666777',
        cardNumber: sandboxCards.decline,
        captcha: 'AB12C',
      }),
    );
    expect(await screen.findByText('信用卡授權失敗')).toBeInTheDocument();
  });
});
