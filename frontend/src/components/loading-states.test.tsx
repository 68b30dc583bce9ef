import { screen } from '@testing-library/react';
import { seriousViolations } from '../test/axe';
import { answerPublicReference } from '../test/public-reference';
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
    answerPublicReference('down', 1500);
    const { container } = renderWithProviders(<WithReference>{() => <p>費率</p>}</WithReference>);
    expect(screen.getByRole('status', { name: '載入費率資料中' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
    expect(await screen.findByText(COMPONENT_TEXT.referenceLoadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('WithReference keeps the height it is given free while loading, then shows the figures', async () => {
    answerPublicReference(undefined, 300);
    renderWithProviders(<WithReference loadingMinH="100vh">{(r) => <p>{`費率 ${r.cvsFee}`}</p>}</WithReference>);
    expect(screen.getByRole('status', { name: '載入費率資料中' })).toHaveStyle({ minHeight: '100vh' });
    expect(await screen.findByText(/^費率 \d+$/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '載入費率資料中' })).not.toBeInTheDocument();
  });

  it('PageSpinner keeps 40% of a screen unless told otherwise', () => {
    renderWithProviders(<PageSpinner label="載入中" />);
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '40vh' });
  });
});
