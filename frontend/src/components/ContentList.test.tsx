import { screen } from '@testing-library/react';
import type { ContentItemFieldsFragment } from '../graphql/generated';
import { renderWithProviders } from '../test/render';
import { ContentList } from './ContentList';

const campaign = (id: string, startsOn: string | null, endsOn: string | null): ContentItemFieldsFragment => ({
  id,
  kind: 'CAMPAIGN',
  title: `活動 ${id}`,
  summary: '',
  bodyHtml: '',
  category: null,
  categoryLabel: null,
  publishAt: '2025-01-01T00:00:00.000Z',
  startsOn,
  endsOn,
  sort: 0,
  state: 'PUBLISHED',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

describe('ContentList', () => {
  it('names each campaign’s state from its dates, never 進行中 for one that has ended', () => {
    renderWithProviders(
      <ContentList
        items={[
          campaign('1', '2025-01-01', '2025-12-31'),
          campaign('2', '2099-01-01', null),
          campaign('3', '2020-01-01', null),
        ]}
        basePath="/campaign"
        page={1}
        pages={1}
        onPage={jest.fn()}
      />,
    );
    const states = screen.getAllByRole('article').map((a) => a.textContent ?? '');
    expect(states[0]).toContain('已結束');
    expect(states[1]).toContain('即將開始');
    expect(states[2]).toContain('進行中');
  });
});
