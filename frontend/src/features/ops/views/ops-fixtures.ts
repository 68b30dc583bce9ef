import { ViewerDocument } from '../../../graphql/documents/viewer';

/** A viewer mock of the given kind (OPERATOR for ops01). */
export const viewerMock = (kind: string) => ({
  request: { query: ViewerDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: kind === 'OPERATOR' ? 'operator:1' : 'member:1',
        kind,
        account: 'ops01',
        name: '營運專員',
        memType: null,
        isAssistant: false,
        isPlatform: false,
        roles: [kind],
        permissions: [],
      },
    },
  },
});

export const shop = (over: Record<string, unknown> = {}) => ({
  __typename: 'MerchantView',
  id: 5,
  name: '新開小舖',
  status: 'UNDER_REVIEW',
  statusLabel: '審核中',
  statusColor: 'accent',
  merType: 'ONLINE',
  sellType: '2',
  goodsPayType: 'NON_PREPAID',
  escrowType: 'NONE',
  website: 'https://shop.example.com',
  businessTypeId: 1,
  businessTypeName: '服飾配件',
  paymentSwitch: ['CREDIT', 'ATM', 'CVS'],
  reviewReason: null,
  jkoStatus: 'NONE',
  jkoReason: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

export const opsRow = (over: Record<string, unknown> = {}) => ({
  __typename: 'OpsMerchantView',
  memberId: 3,
  ownerName: '王小明',
  ownerLoginName: 'personal01',
  ownerMemType: 'PERSONAL',
  reviewedAt: null,
  jkoAppliedAt: null,
  merchant: shop(),
  ...over,
});
