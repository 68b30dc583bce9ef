import { OpsDecisionAuditDocument } from '../../../graphql/documents/ops-queue';
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
  sellType: 'PHYSICAL',
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

/** The audit record a decision wrote, as the queue reads it back for its audit line (2026/03/02 10:30 Taiwan time). */
export const auditMock = (memberId: number, action: string, after: Record<string, unknown>) => ({
  request: { query: OpsDecisionAuditDocument, variables: { memberId, first: 5 } },
  result: {
    data: {
      memberAuditTrail: {
        __typename: 'AuditRecordPage',
        items: [
          {
            __typename: 'AuditRecordView',
            id: 90,
            action,
            actorLabel: '營運人員',
            after: JSON.stringify(after),
            createdAt: '2026-03-02T02:30:00.000Z',
          },
        ],
      },
    },
  },
});

/** A decision that wrote no audit record (yet): the audit line falls back to the decision's answer. */
export const noAuditMock = (memberId: number) => ({
  request: { query: OpsDecisionAuditDocument, variables: { memberId, first: 5 } },
  result: { data: { memberAuditTrail: { __typename: 'AuditRecordPage', items: [] } } },
});
