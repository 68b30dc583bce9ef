import { SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { MerchantsDocument } from '../../graphql/documents/merchants';
import { StoreDeliveryOptionsDocument } from '../../graphql/documents/shop';
import { ViewerDocument } from '../../graphql/documents/viewer';

/** Test data for the shop pages, shaped like the gateway's answers (tests only). */
export const storeRow = (over: Record<string, unknown> = {}) => ({
  __typename: 'StoreView',
  id: 3,
  merchantId: 7,
  merchantName: '好物商行',
  name: '好物選品',
  slug: 'good-picks',
  description: '精選生活小物',
  payTypes: ['CREDIT', 'ATM'],
  installments: [3],
  deliveryMethods: ['CVS_C2C', 'HOME'],
  shippingFees: [
    { __typename: 'ShippingFeeView', deliveryMethod: 'CVS_C2C', fee: 60 },
    { __typename: 'ShippingFeeView', deliveryMethod: 'HOME', fee: 100 },
  ],
  isOpen: true,
  productCount: 2,
  url: 'http://localhost:3000/store/good-picks',
  qrCode: 'data:image/png;base64,AAAA',
  bannerUrl: null,
  createdAt: '2026-11-01T02:00:00.000Z',
  ...over,
});

export const productRow = (over: Record<string, unknown> = {}) => ({
  __typename: 'ProductView',
  id: 11,
  name: '手工皂',
  price: 350,
  description: '天然配方',
  stock: 8,
  reserved: 2,
  sold: 5,
  perOrderLimit: 3,
  listed: true,
  sortOrder: 1,
  imageUrls: [],
  storeIds: [3],
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-02T02:00:00.000Z',
  ...over,
});

export const orderRow = (over: Record<string, unknown> = {}) => ({
  __typename: 'ShopOrderView',
  orderNo: 'S20261120000001',
  storeId: 3,
  storeName: '好物選品',
  storeSlug: 'good-picks',
  status: 'PAID',
  amount: 700,
  goodsAmount: 700,
  shippingFee: 0,
  payType: 'CREDIT',
  buyerName: '王小美',
  buyerEmail: 'amy@example.com',
  buyerMobile: '0912345678',
  deliveryMethod: 'HOME',
  deliveryAddress: '台北市信義區市府路 1 號',
  items: [{ __typename: 'ShopOrderItemView', productId: 11, name: '手工皂', unitPrice: 350, quantity: 2 }],
  tradeNo: '20261120103000000001',
  paymentCode: null,
  codeExpiresAt: null,
  refundedAmount: 0,
  cancelReason: null,
  restocked: false,
  createdAt: '2026-11-20T02:30:00.000Z',
  paidAt: '2026-11-20T02:31:00.000Z',
  shippedAt: null,
  completedAt: null,
  closedAt: null,
  refundedAt: null,
  refundReason: null,
  refundNote: null,
  parcel: null,
  ...over,
});

const merchant = (over: Record<string, unknown>) => ({
  __typename: 'MerchantView',
  id: 7,
  name: '好物商行',
  status: 'ACTIVE',
  statusLabel: '啟用',
  statusColor: 'success',
  merType: 'ONLINE',
  sellType: 'PHYSICAL',
  goodsPayType: 'NON_PREPAID',
  escrowType: 'NONE',
  website: 'https://shop.example.com',
  serviceAreaCode: '02',
  serviceTel: '23456789',
  serviceExt: '',
  businessTypeId: 1,
  paymentSwitch: ['CREDIT', 'ATM', 'CVS'],
  reviewReason: null,
  jkoStatus: 'NONE',
  canCollect: true,
  createdAt: '2026-10-01T02:00:00.000Z',
  ...over,
});

/** An active shop (7) and one under review (8), which the store form must not offer. */
export const merchantsMock = {
  request: { query: MerchantsDocument },
  result: {
    data: {
      merchants: [merchant({}), merchant({ id: 8, name: '審核中小舖', status: 'UNDER_REVIEW', canCollect: false })],
    },
  },
  maxUsageCount: 5,
};

/** Shop 7's delivery methods: store pickup open, home delivery under review, B2C never applied for. */
export const deliveryOptionsMock = {
  request: { query: StoreDeliveryOptionsDocument, variables: { merchantId: 7 } },
  result: {
    data: {
      storeDeliveryOptions: [
        { __typename: 'DeliveryOption', deliveryMethod: 'CVS_C2C', available: true, reason: null },
        {
          __typename: 'DeliveryOption',
          deliveryMethod: 'HOME',
          available: false,
          reason: SHOP_MESSAGES.deliveryPending,
        },
        {
          __typename: 'DeliveryOption',
          deliveryMethod: 'CVS_B2C',
          available: false,
          reason: SHOP_MESSAGES.deliveryNotApplied,
        },
      ],
    },
  },
  maxUsageCount: 5,
};

export const viewerMock = (memType: 'PERSONAL' | 'BUSINESS') => ({
  request: { query: ViewerDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'member:1',
        kind: 'MEMBER',
        account: 'business01',
        name: '王大明',
        memType,
        isAssistant: false,
        isPlatform: false,
        roles: ['MEMBER'],
        permissions: [],
      },
    },
  },
  maxUsageCount: 5,
});
