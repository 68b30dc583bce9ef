import { screen } from '@testing-library/react';
import { PublicReferenceDocument } from '../../../graphql/documents/reference';
import type { PublicReferenceQuery } from '../../../graphql/generated';
import { renderWithProviders } from '../../../test/render';
import fixture from '../../reference/reference.fixture.json';
import { HomeIndexView } from './HomeIndexView';

function withCvsFee(fee: number): PublicReferenceQuery {
  const data = JSON.parse(JSON.stringify(fixture)) as PublicReferenceQuery;
  data.reference.cvsFee = fee;
  return data;
}

describe('HomeIndexView', () => {
  it('fills the service figures from the reference', async () => {
    renderWithProviders(<HomeIndexView />, {
      mocks: [{ request: { query: PublicReferenceDocument }, result: { data: withCvsFee(27) } }],
    });
    expect(await screen.findByText('消費者到全台超商繳費，每筆 $27。')).toBeInTheDocument();
    expect(screen.getByText('一次付清、分期付款、紅利折抵與銀聯卡，國內卡手續費 2.8%。')).toBeInTheDocument();
    expect(screen.getByText('專屬虛擬帳號自動對帳，單筆手續費 1%。')).toBeInTheDocument();
  });
});
