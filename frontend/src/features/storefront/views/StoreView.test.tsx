import { ChakraProvider } from '@chakra-ui/react';
import { SERVED_STORE_ELEMENT_ID, storePageStore, type ServedStore } from '@paydesk/shared/store-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { appSystem } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { cartStorageKey, loadCart } from '../cart';
import { setServedStore } from '../served-store';
import { storefrontFixture, storefrontMock } from '../storefront.mock';
import { STORE_TEXT } from '../text';
import { COMPONENT_TEXT } from '../../../components/text';
import { StoreView } from './StoreView';

const renderStore = (store = storefrontFixture()) =>
  renderWithProviders(<StoreView />, {
    path: '/store/:slug',
    url: '/store/good-things',
    mocks: [storefrontMock(store)],
  });

beforeEach(() => {
  window.localStorage.clear();
  setServedStore(null);
});

describe('StoreView', () => {
  it('keeps a screen free while loading and names products one level under the store (no skipped heading)', async () => {
    renderStore();
    // A full screen while loading keeps the footer below the fold (no layout shift when the store arrives).
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '100vh' });

    expect(await screen.findByRole('heading', { name: '好物選品', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '手工皂', level: 2 })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows the store, units left, and a sold-out product without an add button', async () => {
    renderStore();

    expect(await screen.findByRole('heading', { name: '好物選品', level: 1 })).toBeInTheDocument();
    const soap = screen.getByRole('article', { name: '手工皂' });
    expect(within(soap).getByText('$300')).toBeInTheDocument();
    expect(within(soap).getByText(/剩餘 5 件/)).toBeInTheDocument();
    const candle = screen.getByRole('article', { name: '香氛蠟燭' });
    expect(within(candle).getByText(STORE_TEXT.soldOut)).toBeInTheDocument();
    expect(within(candle).queryByRole('button', { name: STORE_TEXT.addToCart })).not.toBeInTheDocument();
  });

  it('keeps the stepper within the per-order limit, counting what the cart already holds', async () => {
    renderStore();
    const soap = await screen.findByRole('article', { name: '手工皂' });
    const plus = within(soap).getByRole('button', { name: COMPONENT_TEXT.increaseQuantity });

    fireEvent.click(plus);
    expect(within(soap).getByLabelText(COMPONENT_TEXT.quantity)).toHaveValue('2');
    expect(plus).toBeDisabled();
    fireEvent.click(within(soap).getByRole('button', { name: STORE_TEXT.addToCart }));

    expect(loadCart('good-things')).toEqual([{ productId: 1, name: '手工皂', quantity: 2 }]);
    expect(within(soap).getByRole('button', { name: STORE_TEXT.cartFull })).toBeDisabled();
    expect(screen.getByTestId('cart-bar')).toHaveTextContent(STORE_TEXT.cartSummary(2));
    expect(screen.getByTestId('cart-bar')).toHaveTextContent('$600');
  });

  it('caps the stepper at the units left when there is no per-order limit', async () => {
    renderStore(
      storefrontFixture({
        products: [{ ...storefrontFixture().products[0]!, perOrderLimit: null, available: 3 }],
      }),
    );
    const soap = await screen.findByRole('article', { name: '手工皂' });
    const plus = within(soap).getByRole('button', { name: COMPONENT_TEXT.increaseQuantity });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);

    expect(within(soap).getByLabelText(COMPONENT_TEXT.quantity)).toHaveValue('3');
    expect(plus).toBeDisabled();
  });

  it('drops cart lines of products the store no longer sells, with a notice', async () => {
    window.localStorage.setItem(
      cartStorageKey('good-things'),
      JSON.stringify([{ productId: 99, name: '舊款香皂', quantity: 1 }]),
    );
    renderStore();

    expect(await screen.findByTestId('cart-dropped')).toHaveTextContent(STORE_TEXT.dropped(['舊款香皂']));
    expect(screen.queryByTestId('cart-bar')).not.toBeInTheDocument();
  });

  it('says so when the store does not exist', async () => {
    renderWithProviders(<StoreView />, {
      path: '/store/:slug',
      url: '/store/good-things',
      mocks: [storefrontMock(null)],
    });
    expect(await screen.findByText(STORE_TEXT.notFound)).toBeInTheDocument();
  });
});

describe('StoreView served with its store (ADR 0065)', () => {
  const served = (store = storefrontFixture()): ServedStore => ({ slug: store.slug, store: storePageStore(store) });

  it('paints the served store at once, asking for nothing, and asks for it on a later visit', async () => {
    setServedStore(served());
    // No mock answers a query: one sent would show the load error instead.
    const first = renderWithProviders(<StoreView />, { path: '/store/:slug', url: '/store/good-things' });
    expect(screen.getByRole('heading', { name: '好物選品', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '手工皂' })).getByText('$300')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();

    renderStore(storefrontFixture({ name: '新的名字' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '新的名字', level: 1 })).toBeInTheDocument();
  });

  it('says at once that the store does not exist when the gateway found none', () => {
    setServedStore({ slug: 'good-things', store: null });
    renderWithProviders(<StoreView />, { path: '/store/:slug', url: '/store/good-things' });
    expect(screen.getByText(STORE_TEXT.notFound)).toBeInTheDocument();
  });

  it('asks for the store when the page was served for another one', async () => {
    setServedStore(served(storefrontFixture({ slug: 'other-store', name: '別家' })));
    renderStore();
    expect(await screen.findByRole('heading', { name: '好物選品', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('別家')).not.toBeInTheDocument();
  });

  it('hydrates the server’s HTML from the data in the page, then shows the stored cart', async () => {
    window.localStorage.setItem(
      cartStorageKey('good-things'),
      JSON.stringify([{ productId: 1, name: '手工皂', quantity: 1 }]),
    );
    const page = (
      <ChakraProvider value={appSystem()}>
        <MemoryRouter initialEntries={['/store/good-things']}>
          <Routes>
            <Route path="/store/:slug" element={<StoreView />} />
          </Routes>
        </MemoryRouter>
      </ChakraProvider>
    );
    // The server renders with no storage: no cart.
    setServedStore(served());
    const html = renderToString(page);
    expect(html).not.toContain(STORE_TEXT.cartSummary(1));

    // The browser: the HTML and the data element, read from the page.
    const container = document.createElement('div');
    container.innerHTML = html;
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = SERVED_STORE_ELEMENT_ID;
    data.textContent = JSON.stringify(served());
    document.body.append(container, data);
    setServedStore(undefined);
    const heading = container.querySelector('h1');

    // A mismatch would be a console error, which fails the test (ADR 0032).
    const root = await act(async () => hydrateRoot(container, page));
    expect(container.querySelector('h1')).toBe(heading);
    expect(within(container).getByTestId('cart-bar')).toHaveTextContent(STORE_TEXT.cartSummary(1));
    act(() => root.unmount());
    container.remove();
    data.remove();
  });
});
