import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { REFERENCE_MOCK } from '../../reference/reference.mock';
import fixture from '../../reference/reference.fixture.json';
import { TransactionFilters } from '../../../components/TransactionFilters';

const VALUES = { from: '2026-11-20', to: '2026-11-22', status: '', payType: '', tradeNo: '', merchantOrderNo: '' };

describe('TransactionFilters', () => {
  it('offers every payment type of the reference query, in its order', async () => {
    renderWithProviders(<TransactionFilters data={VALUES} onSubmit={jest.fn()} exportHref="/x.csv" />, {
      mocks: [REFERENCE_MOCK],
    });
    await screen.findByRole('option', { name: 'LINE Pay' });
    const select = screen.getByLabelText('付款方式');
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['全部', ...fixture.reference.paymentTypes.map((t) => t.label)]);
  });
});
