import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PendingLogisticsApplicationsDocument,
  PendingLostClaimsDocument,
  ReviewLogisticsApplicationDocument,
  ReviewLostClaimDocument,
} from '../../../graphql/documents/logistics';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { showToast } from '../../../lib/toast';
import { openQueueRow } from '../../../test/ops-queue';
import { pagedAnswer } from '../../../test/paged';
import { renderWithProviders } from '../../../test/render';
import { OpsLogisticsView } from './OpsLogisticsView';

const viewerMock = (kind: string) => ({
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
const application = (over: Record<string, unknown> = {}) => ({
  __typename: 'LogisticsApplicationView',
  id: 11,
  merchantId: 5,
  merchantName: '新開小舖',
  services: ['C2C', 'HOME'],
  senderName: '王小明',
  senderMobile: '0912345678',
  senderAddress: '臺北市中正區重慶南路一段 122 號',
  returnAddress: '臺北市中正區重慶南路一段 122 號',
  status: 'PENDING',
  reason: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...over,
});
const claim = (over: Record<string, unknown> = {}) => ({
  __typename: 'LostClaimView',
  id: 21,
  logisticsNo: 'PD2603010001',
  claimed: 5000,
  capped: 2000,
  description: '包裹遺失',
  status: 'PENDING',
  paid: null,
  reason: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...over,
});
const apps = (rows: unknown[]) => ({
  request: { query: PendingLogisticsApplicationsDocument },
  result: { data: { pendingLogisticsApplications: pagedAnswer('LogisticsApplicationPage', rows) } },
});
const claims = (rows: unknown[], next: string | null = null, after?: string) => ({
  request: { query: PendingLostClaimsDocument, ...(after ? { variables: { after } } : {}) },
  result: { data: { pendingLostClaims: pagedAnswer('LostClaimPage', rows, next) } },
});

beforeEach(() => jest.mocked(showToast).mockClear());

describe('OpsLogisticsView', () => {
  it('keeps non-operators out', async () => {
    renderWithProviders(<OpsLogisticsView />, { mocks: [viewerMock('MEMBER')] });
    expect(await screen.findByText('此頁面僅限營運人員使用')).toBeInTheDocument();
  });

  it('shows each queue’s empty and error state', async () => {
    renderWithProviders(<OpsLogisticsView />, {
      mocks: [
        viewerMock('OPERATOR'),
        apps([]),
        { request: { query: PendingLostClaimsDocument }, error: new Error('x') },
      ],
    });
    expect(await screen.findByText('沒有待審核的物流申請')).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('pending-claims')).findByText('資料載入失敗，請稍後再試'),
    ).toBeInTheDocument();
  });

  it('pages each queue on its own: 載入更多 under the claims appends their next page only', async () => {
    renderWithProviders(<OpsLogisticsView />, {
      mocks: [
        viewerMock('OPERATOR'),
        apps([application()]),
        claims([claim()], 'claim-cursor'),
        claims([claim({ id: 20, logisticsNo: 'L-OLDER-20' })], null, 'claim-cursor'),
      ],
    });
    const queue = await screen.findByTestId('pending-claims');
    expect(await within(queue).findByText('已顯示 1 筆')).toBeInTheDocument();
    expect(within(screen.getByTestId('pending-applications')).queryByRole('button', { name: '載入更多' })).toBeNull();
    fireEvent.click(within(queue).getByRole('button', { name: '載入更多' }));
    expect(await within(queue).findByText('L-OLDER-20')).toBeInTheDocument();
    expect(within(queue).getAllByTestId('claim-review')).toHaveLength(2);
    await waitFor(() => expect(within(queue).queryByRole('button', { name: '載入更多' })).toBeNull());
  });

  it('opens an application, refuses a rejection without a reason, confirms, and shows the audit line', async () => {
    const reject = {
      request: {
        query: ReviewLogisticsApplicationDocument,
        variables: { id: 11, approve: false, reason: '地址不完整' },
      },
      result: {
        data: {
          reviewLogisticsApplication: {
            __typename: 'LogisticsApplicationPayload',
            application: application({ status: 'REJECTED', reason: '地址不完整' }),
            errors: [],
          },
        },
      },
    };
    renderWithProviders(<OpsLogisticsView />, {
      mocks: [viewerMock('OPERATOR'), apps([application()]), claims([]), reject, apps([])],
    });
    const drawer = await openQueueRow('審核 新開小舖');
    expect(within(drawer).getByText('超商店到店、宅配')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: '退回' }));
    expect(await within(drawer).findByText('請填寫退回原因')).toBeInTheDocument();
    expect(screen.queryByText('退回申請')).not.toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('退回原因'), { target: { value: '地址不完整' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '退回' }));
    expect(await screen.findByText('確定退回「新開小舖」？理由會通知賣家。')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '確定退回' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已退回', 'success'));
    expect(await within(drawer).findByText(/^已由 營運人員 於 .+ 退回：地址不完整$/)).toBeInTheDocument();
    expect(await screen.findByText('沒有待審核的物流申請')).toBeInTheDocument();
    expect(screen.getByTestId('ops-audit-line')).toHaveTextContent(/^新開小舖：已由 營運人員 於 .+ 退回：地址不完整$/);
  });

  it('pays a claim after the confirm step and shows a refusal in the drawer', async () => {
    const pay = {
      request: { query: ReviewLostClaimDocument, variables: { id: 21, approve: true, reason: null } },
      result: {
        data: {
          reviewLostClaim: {
            __typename: 'LostClaimPayload',
            claim: null,
            errors: [{ __typename: 'FieldError', field: null, code: 'NOT_PENDING', message: '此申請已處理' }],
          },
        },
      },
    };
    renderWithProviders(<OpsLogisticsView />, {
      mocks: [viewerMock('OPERATOR'), apps([]), claims([claim()]), pay],
    });
    const drawer = await openQueueRow('審核 PD2603010001');
    fireEvent.click(within(drawer).getByRole('button', { name: '賠付' }));
    expect(
      await screen.findByText('將 $2,000 撥入物流單 PD2603010001 賣家的價金保管帳戶，確定賠付？'),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '賠付' }));
    expect(await within(drawer).findByText('此申請已處理')).toBeInTheDocument();
    expect(screen.queryByTestId('ops-audit-line')).not.toBeInTheDocument();
  });

  it('searches the claims by logistics number', async () => {
    renderWithProviders(<OpsLogisticsView />, {
      mocks: [viewerMock('OPERATOR'), apps([]), claims([claim()])],
    });
    expect(await screen.findByTestId('claim-review')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('搜尋物流單號或說明'), { target: { value: 'XX' } });
    fireEvent.click(within(screen.getByTestId('pending-claims')).getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('沒有符合條件的項目')).toBeInTheDocument();
  });
});
