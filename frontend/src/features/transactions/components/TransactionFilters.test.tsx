import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { REFERENCE_MOCK } from '../../reference/reference.mock';
import fixture from '../../reference/reference.fixture.json';
import { PublicReferenceDocument } from '../../../graphql/documents/reference';
import type { PublicReferenceQuery } from '../../../graphql/generated';
import { TransactionFilters } from '../../../components/TransactionFilters';

const VALUES = { from: '2026-11-20', to: '2026-11-22', status: '', payType: '', tradeNo: '', merchantOrderNo: '' };

const optionLabels = () =>
  within(screen.getByLabelText('付款方式'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('TransactionFilters', () => {
  it('offers every payment type of the reference query, in its order', async () => {
    renderWithProviders(<TransactionFilters data={VALUES} onSubmit={jest.fn()} exportHref="/x.csv" />, {
      mocks: [REFERENCE_MOCK],
    });
    await waitFor(() =>
      expect(optionLabels()).toEqual(['全部', ...fixture.reference.paymentTypes.map((t) => t.label)]),
    );
  });

  it('drops a pay type the platform configuration switched off (SPEC §3)', async () => {
    // A platform whose OTHER group holds no JKOPAY: the gateway's list lacks it, so the filter must too.
    const reference = fixture.reference;
    const withoutJko = { ...reference, paymentTypes: reference.paymentTypes.filter((t) => t.name !== 'JKOPAY') };
    renderWithProviders(<TransactionFilters data={VALUES} onSubmit={jest.fn()} exportHref="/x.csv" />, {
      mocks: [
        {
          request: { query: PublicReferenceDocument },
          result: { data: { ...fixture, reference: withoutJko } as PublicReferenceQuery },
        },
      ],
    });
    expect(optionLabels()).toContain('街口支付');
    await waitFor(() => expect(optionLabels()).not.toContain('街口支付'));
    expect(optionLabels()).toContain('LINE Pay');
  });
});
