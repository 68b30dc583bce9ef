import type { PayType } from '../../../graphql/generated';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { REFERENCE_MOCK } from '../../reference/reference.mock';
import { CheckoutForm } from './CheckoutForm';

describe('CheckoutForm', () => {
  it("labels the link's pay types from the reference query", async () => {
    const data = {
      amount: 1200,
      payTypes: ['CREDIT', 'ICASH', 'JKOPAY'] as PayType[],
      installments: [],
      sandboxCards: { success: '4311', decline: '4000' },
    };
    renderWithProviders(<CheckoutForm data={data} onSubmit={jest.fn()} />, { mocks: [REFERENCE_MOCK] });
    expect(await screen.findByRole('option', { name: 'icash Pay' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '信用卡' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '街口支付' })).toBeInTheDocument();
  });
});
