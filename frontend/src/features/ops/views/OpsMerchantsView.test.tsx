import { REFERENCE_MOCK } from '../../reference/reference.mock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DecideJkoDocument, OpsMerchantsDocument, OpsReviewMerchantDocument } from '../../../graphql/documents/ops';
import { showToast } from '../../../lib/toast';
import { openQueueRow } from '../../../test/ops-queue';
import { pagedAnswer } from '../../../test/paged';
import { renderWithProviders } from '../../../test/render';
import { auditMock, noAuditMock, opsRow, shop, viewerMock } from './ops-fixtures';
import { OpsMerchantsView } from './OpsMerchantsView';

const ALL = { status: null, jkoPending: null, search: null };
const listMock = (filter: Record<string, unknown>, rows: unknown[], next: string | null = null, after?: string) => ({
  request: { query: OpsMerchantsDocument, variables: { filter, ...(after ? { after } : {}) } },
  result: { data: { opsMerchants: pagedAnswer('OpsMerchantPage', rows, next) } },
  maxUsageCount: 5,
});
const payload = (typename: string, merchant: unknown, errors: unknown[] = []) => ({
  [typename]: { __typename: 'MerchantPayload', merchant, errors },
});

beforeEach(() => jest.mocked(showToast).mockClear());

describe('OpsMerchantsView', () => {
  it('keeps non-operators out', async () => {
    renderWithProviders(<OpsMerchantsView />, { mocks: [viewerMock('MEMBER')] });
    expect(await screen.findByText('此頁僅限營運人員使用，請以營運帳號登入。')).toBeInTheDocument();
  });

  it('shows the SPEC status names, filters by status, and shows the empty and error states', async () => {
    const failing = {
      request: { query: OpsMerchantsDocument, variables: { filter: { ...ALL, status: 'REVIEW_FAILED' } } },
      error: new Error('boom'),
    };
    renderWithProviders(<OpsMerchantsView />, {
      mocks: [
        viewerMock('OPERATOR'),
        listMock(ALL, [
          opsRow(),
          opsRow({
            memberId: 4,
            merchant: shop({
              id: 6,
              name: '好物商行',
              status: 'REJECTED',
              statusLabel: '審核失敗',
              statusColor: 'error',
            }),
          }),
        ]),
        listMock({ ...ALL, status: 'ACTIVE' }, []),
        failing,
      ],
    });
    expect(await screen.findByText('新開小舖')).toBeInTheDocument();
    expect(screen.getByText('審核中', { selector: '.chakra-badge' })).toBeInTheDocument();
    expect(screen.getByText('審核失敗', { selector: '.chakra-badge' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('商店狀態'), { target: { value: 'ACTIVE' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('沒有符合條件的商店')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('商店狀態'), { target: { value: 'REVIEW_FAILED' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('資料載入失敗，請稍後再試')).toBeInTheDocument();
  });

  it('loads the next page of the filtered list with 載入更多, keeping the filter', async () => {
    const active = { ...ALL, status: 'ACTIVE' };
    const activeShop = (id: number, name: string) =>
      opsRow({ merchant: shop({ id, name, status: 'ACTIVE', statusLabel: '啟用', statusColor: 'success' }) });
    renderWithProviders(<OpsMerchantsView />, {
      mocks: [
        viewerMock('OPERATOR'),
        listMock(ALL, [opsRow()]),
        listMock(active, [activeShop(9, '第一頁商店')], 'cursor-9'),
        listMock(active, [activeShop(4, '第二頁商店')], null, 'cursor-9'),
      ],
    });
    expect(await screen.findByText('新開小舖')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
    fireEvent.change(screen.getByLabelText('商店狀態'), { target: { value: 'ACTIVE' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('第一頁商店')).toBeInTheDocument();
    expect(screen.getByText('已顯示 1 筆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText('第二頁商店')).toBeInTheDocument();
    expect(screen.getByText('第一頁商店')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull());
  });

  it('needs a reason to reject, confirms, and sends the decision with the PaymentSwitch', async () => {
    const reject = {
      request: {
        query: OpsReviewMerchantDocument,
        variables: {
          input: {
            id: 5,
            status: 'REJECTED',
            reason: '營業項目不符',
            paymentSwitch: ['CREDIT', 'ATM', 'CVS', 'JKOPAY'],
          },
        },
      },
      result: {
        data: payload(
          'reviewMerchant',
          shop({
            status: 'REJECTED',
            statusLabel: '審核失敗',
            statusColor: 'error',
            reviewReason: '營業項目不符',
            paymentSwitch: ['CREDIT', 'ATM', 'CVS', 'JKOPAY'],
          }),
        ),
      },
    };
    renderWithProviders(<OpsMerchantsView />, {
      mocks: [
        viewerMock('OPERATOR'),
        listMock(ALL, [opsRow()]),
        reject,
        REFERENCE_MOCK,
        auditMock(3, 'merchant.review', { status: 8, reason: '營業項目不符' }),
      ],
    });
    const drawer = await openQueueRow('審核 新開小舖');
    expect(within(drawer).getByText('王小明（personal01，個人會員）')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '異動紀錄' })).toHaveAttribute('href', '/ops/audit/3');

    fireEvent.click(within(drawer).getByRole('button', { name: '退件' }));
    expect(await within(drawer).findByText('請輸入審核原因')).toBeInTheDocument();
    expect(screen.queryByText('確認變更商店狀態')).not.toBeInTheDocument();

    // PaymentSwitch boxes follow the gateway's order 1 2 3 6 7 9 11: the last one is JKO Pay.
    const boxes = within(drawer).getAllByRole('checkbox', { hidden: true });
    // Every box has its own id and is named by its own label (they once shared the field's id).
    expect(new Set(boxes.map((b) => b.id)).size).toBe(boxes.length);
    const before = boxes.map((b) => (b as HTMLInputElement).checked);
    const jkoBox = boxes[boxes.length - 1]!;
    fireEvent.click(jkoBox);
    await waitFor(() => expect(jkoBox).toBeChecked());
    expect(boxes.slice(0, -1).map((b) => (b as HTMLInputElement).checked)).toEqual(before.slice(0, -1));
    fireEvent.change(within(drawer).getByLabelText(/審核原因/), { target: { value: '營業項目不符' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '退件' }));
    expect(await screen.findByText('確定將「新開小舖」設為「退件」嗎？會員會看到審核原因。')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '確認變更' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('商店狀態已更新', 'success'));
    // The drawer follows the answer (the shop is now rejected) and says who decided, when and why.
    expect(await within(drawer).findByText('已由 營運人員 於 2026/03/02 10:30 退回：營業項目不符')).toBeInTheDocument();
    expect(within(drawer).getAllByText('審核失敗', { selector: '.chakra-badge' })).not.toHaveLength(0);
    expect(screen.getByTestId('ops-audit-line')).toHaveTextContent('新開小舖：已由 營運人員 於 2026/03/02 10:30 退回');
  });

  it('approves without a reason (a default one is kept) and shows server errors on the reason', async () => {
    const approve = {
      request: {
        query: OpsReviewMerchantDocument,
        variables: { input: { id: 5, status: 'ACTIVE', reason: '審核通過', paymentSwitch: ['CREDIT', 'ATM', 'CVS'] } },
      },
      result: {
        data: payload('reviewMerchant', null, [
          { __typename: 'FieldError', field: 'reason', code: 'TOO_LONG', message: '審核原因不可超過 200 字' },
        ]),
      },
    };
    renderWithProviders(<OpsMerchantsView />, {
      mocks: [viewerMock('OPERATOR'), listMock(ALL, [opsRow()]), approve, REFERENCE_MOCK],
    });
    const drawer = await openQueueRow('審核 新開小舖');
    fireEvent.click(within(drawer).getByRole('button', { name: '核准（啟用）' }));
    fireEvent.click(await screen.findByRole('button', { name: '確認變更' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('審核原因不可超過 200 字', 'error'));
    expect(await within(drawer).findByText('審核原因不可超過 200 字')).toBeInTheDocument();
    expect(screen.queryByTestId('ops-audit-line')).not.toBeInTheDocument();
  });

  it('decides a JKO application: failing needs a reason', async () => {
    const row = opsRow({
      merchant: shop({ status: 'ACTIVE', statusLabel: '啟用', statusColor: 'success', jkoStatus: 'PENDING' }),
      jkoAppliedAt: '2026-11-21T01:00:00.000Z',
    });
    const fail = {
      request: {
        query: DecideJkoDocument,
        variables: { input: { merchantId: 5, approve: false, reason: '負責人資料不符' } },
      },
      result: {
        data: payload(
          'decideJko',
          shop({
            status: 'ACTIVE',
            statusLabel: '啟用',
            statusColor: 'success',
            jkoStatus: 'FAILED',
            jkoReason: '負責人資料不符',
          }),
        ),
      },
    };
    renderWithProviders(<OpsMerchantsView />, {
      mocks: [viewerMock('OPERATOR'), listMock(ALL, [row]), fail, REFERENCE_MOCK, noAuditMock(3)],
    });
    const drawer = await openQueueRow('審核 新開小舖');
    fireEvent.click(within(drawer).getByRole('button', { name: '街口支付不通過' }));
    expect(await within(drawer).findByText('請輸入審核原因')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText(/不通過時必填/), { target: { value: '負責人資料不符' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '街口支付不通過' }));
    fireEvent.click(await screen.findByRole('button', { name: '確認變更' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('街口支付審核結果已儲存', 'success'));
    // No audit record: the line falls back to the decision's answer (the stored JKO reason, now).
    expect(await within(drawer).findByText(/^已由 營運人員 於 .+ 街口支付不通過：負責人資料不符$/)).toBeInTheDocument();
  });

  it('filters by a pending JKO application and a search word', async () => {
    renderWithProviders(<OpsMerchantsView />, {
      mocks: [
        viewerMock('OPERATOR'),
        listMock(ALL, [opsRow()]),
        listMock({ ...ALL, jkoPending: true, search: '小舖' }, []),
      ],
    });
    expect(await screen.findByText('新開小舖')).toBeInTheDocument();
    const jkoOnly = screen.getByRole('checkbox', { name: '只看街口支付申請中', hidden: true });
    fireEvent.click(jkoOnly);
    await waitFor(() => expect(jkoOnly).toBeChecked());
    fireEvent.change(screen.getByLabelText(/搜尋商店名稱/), { target: { value: ' 小舖 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('沒有符合條件的商店')).toBeInTheDocument();
  });
});
