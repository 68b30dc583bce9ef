import type { MockLink } from '@apollo/client/testing';
import { StorefrontDocument } from '../../graphql/documents/storefront';
import { ViewerDocument } from '../../graphql/documents/viewer';
import type { StorefrontQuery } from '../../graphql/generated';

/** The answer as the wire carries it: every object names its type. */
type Store = Omit<NonNullable<StorefrontQuery['storefront']>, 'products' | 'shippingFees'> & {
  __typename: 'Storefront';
  shippingFees: (NonNullable<StorefrontQuery['storefront']>['shippingFees'][number] & {
    __typename: 'ShippingFeeView';
  })[];
  products: (NonNullable<StorefrontQuery['storefront']>['products'][number] & { __typename: 'StorefrontProduct' })[];
};

/** A store page as the gateway answers it (tests only). */
export function storefrontFixture(overrides: Partial<Store> = {}): Store {
  return {
    __typename: 'Storefront',
    slug: 'good-things',
    name: '好物選品',
    merchantName: '好物商行',
    description: '每日新鮮選物',
    bannerUrl: null,
    isOpen: true,
    payTypes: ['CREDIT', 'ATM'],
    installments: [3],
    cardMethods: [],
    deliveryMethods: ['CVS_C2C', 'HOME'],
    shippingFees: [
      { __typename: 'ShippingFeeView', deliveryMethod: 'CVS_C2C', fee: 60 },
      { __typename: 'ShippingFeeView', deliveryMethod: 'HOME', fee: 100 },
    ],
    sandbox: true,
    products: [
      {
        __typename: 'StorefrontProduct',
        id: 1,
        name: '手工皂',
        price: 300,
        description: '冷製手工皂',
        available: 5,
        perOrderLimit: 2,
        imageUrls: [],
      },
      {
        __typename: 'StorefrontProduct',
        id: 2,
        name: '香氛蠟燭',
        price: 450,
        description: '',
        available: 0,
        perOrderLimit: null,
        imageUrls: [],
      },
    ],
    ...overrides,
  };
}

export const storefrontMock = (store: Store | null = storefrontFixture()): MockLink.MockedResponse => ({
  request: { query: StorefrontDocument, variables: { slug: 'good-things' } },
  result: { data: { storefront: store } },
  maxUsageCount: 5,
});

export const guestViewerMock: MockLink.MockedResponse = {
  request: { query: ViewerDocument },
  result: { data: { viewer: null } },
  maxUsageCount: 5,
};
