import { COMPONENT_TEXT } from '../../../components/text';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { PlaceShopOrderDocument } from '../../../graphql/documents/storefront';
import { renderWithProviders } from '../../../test/render';
import { cartStorageKey } from '../cart';
import { guestViewerMock, storefrontFixture, storefrontMock } from '../storefront.mock';
import { CHECKOUT_TEXT } from '../text';
import { StoreCheckoutView } from './StoreCheckoutView';

const input = {
  slug: 'good-things',
  lines: [{ productId: 1, quantity: 2 }],
  // Two soaps at $300 and home delivery's $100 fee: the total the buyer sees.
  expectedAmount: 700,
  buyerName: '林美玲',
  buyerEmail: 'meiling@example.com',
  buyerMobile: '0912345678',
  deliveryMethod: 'HOME',
  deliveryAddress: '台北市信義區市府路 1 號',
  pickupStoreCode: null,
  payType: 'CREDIT',
  cardNumber: '4311952222222222',
  installments: 1,
  cardMethod: 'credit',
};
const stock = SHOP_MESSAGES.insufficientStock('手工皂', 1);
const refused = {
  request: { query: PlaceShopOrderDocument, variables: { input } },
  result: {
    data: {
      placeShopOrder: {
        __typename: 'ShopCheckoutPayload',
        order: null,
        errors: [{ __typename: 'FieldError', field: 'lines.0.quantity', code: 'INSUFFICIENT_STOCK', message: stock }],
      },
    },
  },
};

const priceChanged = SHOP_MESSAGES.priceChanged('$700');
const repriced = {
  request: { query: PlaceShopOrderDocument, variables: { input } },
  result: {
    data: {
      placeShopOrder: {
        __typename: 'ShopCheckoutPayload',
        order: null,
        errors: [{ __typename: 'FieldError', field: 'expectedAmount', code: 'PRICE_CHANGED', message: priceChanged }],
      },
    },
  },
};

/** Fills the buyer's details, home delivery and the sandbox card; returns once the form has taken them in. */
async function fill() {
  fireEvent.change(screen.getByLabelText(COMPONENT_TEXT.checkout.buyerName), { target: { value: input.buyerName } });
  fireEvent.change(screen.getByLabelText(COMPONENT_TEXT.checkout.buyerEmail), { target: { value: input.buyerEmail } });
  fireEvent.change(screen.getByLabelText(COMPONENT_TEXT.checkout.buyerMobile), {
    target: { value: input.buyerMobile },
  });
  fireEvent.click(screen.getByRole('radio', { name: '宅配到府' }));
  fireEvent.change(await screen.findByLabelText(CHECKOUT_TEXT.address), { target: { value: input.deliveryAddress } });
  fireEvent.change(screen.getByLabelText(COMPONENT_TEXT.checkout.cardNumber), { target: { value: input.cardNumber } });
  // Validation runs after each change: let it settle here rather than after the test has moved on.
  await waitFor(() => expect(screen.getByLabelText(CHECKOUT_TEXT.address)).toHaveValue(input.deliveryAddress));
}

/** Submits synchronously, so the test's next findBy is already waiting when the form reacts. */
const submit = () => fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.submit }));

/** The form has taken the server's answer in: the submit button is back, the fields' error texts are in place. */
async function settled() {
  await waitFor(() => expect(screen.getByRole('button', { name: CHECKOUT_TEXT.submit })).toBeEnabled());
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.localStorage.setItem(
    cartStorageKey('good-things'),
    JSON.stringify([{ productId: 1, name: '手工皂', quantity: 2 }]),
  );
});

describe('StoreCheckoutView', () => {
  it('shows a stock refusal of the server beside its cart line and above the submit button', async () => {
    renderWithProviders(<StoreCheckoutView />, {
      path: '/store/:slug/checkout',
      url: '/store/good-things/checkout',
      mocks: [guestViewerMock, storefrontMock(), refused],
    });
    const line = await screen.findByRole('group', { name: '手工皂' });
    expect(within(line).getByText('$600')).toBeInTheDocument();
    await fill();
    submit();

    expect(await within(line).findByText(stock)).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(stock))).toBe(true);
    await settled();
  });

  it('sends the total the buyer saw and, when the prices changed, says so and shows the new prices', async () => {
    const [soap, candle] = storefrontFixture().products;
    const newPrices = storefrontMock(storefrontFixture({ products: [{ ...soap!, price: 350 }, candle!] }));
    renderWithProviders(<StoreCheckoutView />, {
      path: '/store/:slug/checkout',
      url: '/store/good-things/checkout',
      mocks: [guestViewerMock, { ...storefrontMock(), maxUsageCount: 1 }, repriced, newPrices],
    });
    const line = await screen.findByRole('group', { name: '手工皂' });
    expect(within(line).getByText('$600')).toBeInTheDocument();

    await fill();
    submit();

    expect(await screen.findByText(priceChanged)).toBeInTheDocument();
    expect(await within(line).findByText('$700')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$700');
    await settled();
  });

  it('invites back to the store when the cart is empty', async () => {
    window.localStorage.clear();
    renderWithProviders(<StoreCheckoutView />, {
      path: '/store/:slug/checkout',
      url: '/store/good-things/checkout',
      mocks: [guestViewerMock, storefrontMock()],
    });
    expect(await screen.findByText(CHECKOUT_TEXT.emptyCart)).toBeInTheDocument();
  });
});
