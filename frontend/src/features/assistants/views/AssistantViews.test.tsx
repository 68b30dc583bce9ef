import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AssistantGroupListDocument,
  AssistantIndexDocument,
  CreateAssistantDocument,
  CreateAssistantGroupDocument,
  UpdateAssistantDocument,
} from '../../../graphql/documents/assistants';
import { PermissionCatalogueDocument } from '../../../graphql/documents/permissions';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import type { AssistantIndexQuery } from '../../../graphql/generated';
import { renderWithProviders } from '../../../test/render';
import { AssistantAccountView } from './AssistantAccountView';
import { AssistantGroupView } from './AssistantGroupView';
import { AssistantIndexView } from './AssistantIndexView';

import { showToast } from '../../../lib/toast';

const GROUP = {
  __typename: 'AssistantGroup' as const,
  id: 3,
  name: '出納助理',
  permissionKeys: ['transactions_detail', 'bill_detail'],
  assistantCount: 1,
};
const ASSISTANT = {
  __typename: 'AssistantAccount' as const,
  id: 5,
  loginName: 'assist01',
  name: '王小幫',
  email: 'assist@example.com',
  groupId: 3,
  groupName: '出納助理',
  enabled: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const index = (data: AssistantIndexQuery) => ({ request: { query: AssistantIndexDocument }, result: { data } });
const FULL = index({ assistants: [ASSISTANT], assistantGroups: [GROUP] });
const entry = (key: string, bread: string, area: string, sort: number) => ({
  __typename: 'PermissionEntry' as const,
  key,
  type: 'MENU',
  bread,
  parentKey: null,
  sort,
  area,
});
const CATALOGUE = {
  request: { query: PermissionCatalogueDocument },
  result: {
    data: {
      permissionCatalogue: [
        entry('transactions_detail', '交易明細', 'transactions', 1),
        entry('uop_list', '收款頁列表', 'uop', 2),
        entry('uop_create', '新增收款頁', 'uop', 3),
        entry('pf_contract_info', '合約資訊', 'pf', 4),
      ],
    },
  },
};
const viewerMock = (isPlatform: boolean) => ({
  request: { query: ViewerDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer' as const,
        id: '2',
        kind: 'MEMBER' as const,
        account: 'business01',
        name: '好物商行',
        memType: 'BUSINESS',
        isAssistant: false,
        isPlatform,
        roles: [],
        permissions: [],
      },
    },
  },
});
const VIEWER = viewerMock(false);
const GROUP_LIST = { request: { query: AssistantGroupListDocument }, result: { data: { assistantGroups: [GROUP] } } };
const ROUTES = [{ path: '/auth/assistant', element: <p>assistant index</p> }];
const PASSWORD = 'Helper+Pass2026';

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

describe('AssistantIndexView', () => {
  it('lists accounts with their group and state, and groups with their key and assistant counts', async () => {
    renderWithProviders(<AssistantIndexView />, { mocks: [FULL, VIEWER] });
    const row = (await screen.findByText('assist01')).closest('tr')!;
    expect(within(row).getByText('出納助理')).toBeInTheDocument();
    expect(within(row).getByText('啟用中')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '編輯' })).toHaveAttribute('href', '/auth/assistant/account/5');
    const groupRow = screen
      .getAllByText('出納助理')
      .map((el) => el.closest('tr')!)
      .find((tr) => within(tr).queryByText('2'))!;
    expect(within(groupRow).getByRole('link', { name: '編輯' })).toHaveAttribute('href', '/auth/assistant/group/3');
  });

  it('shows the empty states with the next step', async () => {
    renderWithProviders(<AssistantIndexView />, { mocks: [index({ assistants: [], assistantGroups: [] }), VIEWER] });
    expect(await screen.findByText('尚未建立助理帳號，先建立權限群組，再新增助理帳號。')).toBeInTheDocument();
    expect(screen.getByText('尚未建立權限群組。')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    renderWithProviders(<AssistantIndexView />, {
      mocks: [{ request: { query: AssistantIndexDocument }, error: new Error('down') }, VIEWER],
    });
    expect(await screen.findByText('資料載入失敗，請稍後再試')).toBeInTheDocument();
  });

  it('tells a personal member assistants are for business members, with a way on, instead of a load failure', async () => {
    const personal = viewerMock(false);
    personal.result.data.viewer.memType = 'PERSONAL';
    renderWithProviders(<AssistantIndexView />, { mocks: [personal] });
    expect(await screen.findByText(/助理帳號為企業會員的功能/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '聯絡客服' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText('資料載入失敗，請稍後再試')).toBeNull();
  });
});

describe('AssistantAccountView', () => {
  const fill = (label: RegExp | string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('validates a new account with the SPEC rules before sending anything', async () => {
    renderWithProviders(<AssistantAccountView />, { mocks: [FULL], path: '/auth/assistant/account' });
    fireEvent.click(await screen.findByRole('button', { name: '儲存' }));
    // Login name, name and password are required; the group error is the field text, not the placeholder option.
    expect(await screen.findAllByText('此欄位為必填')).toHaveLength(3);
    expect(screen.getAllByText('請選擇權限群組').filter((el) => el.tagName !== 'OPTION')).toHaveLength(1);
  });

  it('creates an assistant in a group and maps a server error onto its field', async () => {
    const input = { loginName: 'helper02', name: '李小助', email: null, groupId: 3, enabled: true, password: PASSWORD };
    const taken = {
      __typename: 'AssistantPayload' as const,
      assistant: null,
      errors: [{ __typename: 'FieldError' as const, field: 'loginName', code: 'TAKEN', message: '此帳號已被使用' }],
    };
    const mocks = [
      FULL,
      {
        request: { query: CreateAssistantDocument, variables: { input } },
        result: { data: { createAssistant: taken } },
      },
    ];
    renderWithProviders(<AssistantAccountView />, { mocks, path: '/auth/assistant/account', routes: ROUTES });
    await screen.findByRole('option', { name: '出納助理' });
    fill('助理帳號', 'helper02');
    fill('姓名', '李小助');
    fill('權限群組', '3');
    fill('登入密碼', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('此帳號已被使用')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('此帳號已被使用');
  });

  it('edits an assistant: disabling it says its sessions end, and saves without a password', async () => {
    const input = {
      loginName: 'assist01',
      name: '王小幫',
      email: 'assist@example.com',
      groupId: 3,
      enabled: false,
      password: null,
    };
    const ok = { __typename: 'AssistantPayload' as const, assistant: { ...ASSISTANT, enabled: false }, errors: [] };
    const mocks = [
      FULL,
      {
        request: { query: UpdateAssistantDocument, variables: { id: 5, input } },
        result: { data: { updateAssistant: ok } },
      },
    ];
    renderWithProviders(<AssistantAccountView />, {
      mocks,
      path: '/auth/assistant/account/:id',
      url: '/auth/assistant/account/5',
      routes: ROUTES,
    });
    expect(await screen.findByRole('heading', { name: '編輯助理帳號' })).toBeInTheDocument();
    expect(screen.getByText('停用或重設密碼後，該助理目前的登入會立即失效。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '啟用' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('assistant index')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('已儲存', 'success');
  });
});

describe('AssistantGroupView', () => {
  it('builds the permission picker from the catalogue, grouped by area, and requires one key', async () => {
    renderWithProviders(<AssistantGroupView />, {
      mocks: [GROUP_LIST, CATALOGUE, VIEWER],
      path: '/auth/assistant/group',
    });
    const uop = (await screen.findByText('一頁式收款')).closest('fieldset')!;
    expect(
      within(uop)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('data-key')),
    ).toEqual(['uop_list', 'uop_create']);
    expect(
      within(screen.getByText('交易管理').closest('fieldset')!).getByRole('checkbox', { name: '交易明細' }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('群組名稱'), { target: { value: '收款助理' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('請至少勾選一項權限')).toBeInTheDocument();
  });

  it('creates a group with the picked keys', async () => {
    const input = { name: '收款助理', permissionKeys: ['uop_list', 'transactions_detail'] };
    const created = {
      __typename: 'AssistantGroupPayload' as const,
      group: { ...GROUP, id: 9, name: '收款助理', permissionKeys: input.permissionKeys, assistantCount: 0 },
      errors: [],
    };
    const mocks = [
      GROUP_LIST,
      CATALOGUE,
      VIEWER,
      {
        request: { query: CreateAssistantGroupDocument, variables: { input } },
        result: { data: { createAssistantGroup: created } },
      },
    ];
    renderWithProviders(<AssistantGroupView />, { mocks, path: '/auth/assistant/group', routes: ROUTES });
    fireEvent.change(await screen.findByLabelText('群組名稱'), { target: { value: '收款助理' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '收款頁列表' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '交易明細' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('assistant index')).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已儲存', 'success'));
  });

  it('edits an existing group with its keys ticked', async () => {
    renderWithProviders(<AssistantGroupView />, {
      mocks: [GROUP_LIST, CATALOGUE, VIEWER],
      path: '/auth/assistant/group/:id',
      url: '/auth/assistant/group/3',
    });
    expect(await screen.findByRole('heading', { name: '編輯權限群組' })).toBeInTheDocument();
    expect(screen.getByLabelText('群組名稱')).toHaveValue('出納助理');
    expect(screen.getByRole('checkbox', { name: '交易明細' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '收款頁列表' })).not.toBeChecked();
  });

  it("offers the agency area's keys to agents only (SPEC §6)", async () => {
    const first = renderWithProviders(<AssistantGroupView />, {
      mocks: [GROUP_LIST, CATALOGUE, VIEWER],
      path: '/auth/assistant/group',
    });
    expect(await screen.findByText('一頁式收款')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '合約資訊' })).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(<AssistantGroupView />, {
      mocks: [GROUP_LIST, CATALOGUE, viewerMock(true)],
      path: '/auth/assistant/group',
    });
    expect(await screen.findByRole('checkbox', { name: '合約資訊' })).toBeInTheDocument();
  });
});
