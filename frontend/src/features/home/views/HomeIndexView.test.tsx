import { screen } from '@testing-library/react';
import type { PublicReferenceQuery } from '../../../graphql/generated';
import { answerPublicReference, REFERENCE_DATA } from '../../../test/public-reference';
import { renderWithProviders } from '../../../test/render';
import { HomeIndexView } from './HomeIndexView';

function withCvsFee(fee: number): PublicReferenceQuery {
  const data = JSON.parse(JSON.stringify(REFERENCE_DATA)) as PublicReferenceQuery;
  data.reference.cvsFee = fee;
  return data;
}

describe('HomeIndexView', () => {
  it('fills the service figures from the reference', async () => {
    answerPublicReference(withCvsFee(27));
    renderWithProviders(<HomeIndexView />);
    // A dash for each figure until the answer is there.
    expect(screen.getByText('消費者到全台超商繳費，每筆 —。')).toBeInTheDocument();
    expect(await screen.findByText('消費者到全台超商繳費，每筆 $27。')).toBeInTheDocument();
    expect(screen.getByText('一次付清、分期付款、紅利折抵與銀聯卡，國內卡手續費 2.8%。')).toBeInTheDocument();
    expect(screen.getByText('專屬虛擬帳號自動對帳，單筆手續費 1%。')).toBeInTheDocument();
  });
});
