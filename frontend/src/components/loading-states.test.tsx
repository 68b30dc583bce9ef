import { screen } from '@testing-library/react';
import { PublicReferenceDocument } from '../graphql/documents/reference';
import { seriousViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { PageSpinner } from './PageSpinner';
import { WithReference } from './PublicPage';
import { COMPONENT_TEXT } from './text';

// The loading states every route passes through (the route fallback, the reference figures) used to name
// plain elements with aria-label, which axe reports as aria-prohibited-attr (serious).
describe('loading states', () => {
  it('PageSpinner is a named status region with no serious axe violation', async () => {
    const { container } = renderWithProviders(<PageSpinner label="登出中…" />);
    expect(screen.getByRole('status', { name: '登出中…' })).toHaveAttribute('aria-busy', 'true');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('WithReference shows a named status region while the reference loads', async () => {
    // The reference fails late, so axe looks at the loading state alone.
    const slowFailure = { request: { query: PublicReferenceDocument }, error: new Error('network down'), delay: 1500 };
    const { container } = renderWithProviders(<WithReference>{() => <p>費率</p>}</WithReference>, {
      mocks: [slowFailure],
    });
    expect(screen.getByRole('status', { name: '載入費率資料中' })).toBeInTheDocument();
    // The lazily loaded part resolves here, inside the test's wait, not during axe's run; it still shows loading.
    expect(await screen.findByRole('status', { name: '載入費率資料中' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
    expect(await screen.findByText(COMPONENT_TEXT.referenceLoadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('WithReference keeps the height it is given free while loading, before and after Apollo arrives', async () => {
    const slowFailure = { request: { query: PublicReferenceDocument }, error: new Error('network down'), delay: 1500 };
    renderWithProviders(<WithReference loadingMinH="100vh">{() => <p>費率</p>}</WithReference>, {
      mocks: [slowFailure],
    });
    expect(screen.getByRole('status', { name: '載入費率資料中' })).toHaveStyle({ minHeight: '100vh' });
    // The lazily loaded part's own loading state keeps the same room.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('status', { name: '載入費率資料中' })).toHaveStyle({ minHeight: '100vh' });
  });

  it('PageSpinner keeps 40% of a screen unless told otherwise', () => {
    renderWithProviders(<PageSpinner label="載入中" />);
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '40vh' });
  });
});
