import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AccessTokensDocument,
  CreateAccessTokenDocument,
  RevokeAccessTokenDocument,
} from '../../../graphql/documents/access-tokens';
import { ViewerDocument } from '../../../graphql/documents/viewer';
import { renderWithProviders } from '../../../test/render';
import { AccessTokensView } from './AccessTokensView';

import { showToast } from '../../../lib/toast';

const viewer = (isPlatform: boolean) => ({
  request: { query: ViewerDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'member:3',
        kind: 'MEMBER',
        account: 'agent01',
        name: '代理商',
        memType: 'BUSINESS',
        isAssistant: false,
        isPlatform,
        roles: ['SELLER'],
        permissions: [],
      },
    },
  },
});

const token = (over: object = {}) => ({
  __typename: 'AccessTokenView',
  id: 9,
  name: '對帳腳本',
  prefix: 'pdk_ab12',
  scopes: ['PF_READ'],
  createdAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

const list = (tokens: object[], next: string | null = null, after?: string) => ({
  request: { query: AccessTokensDocument, variables: after ? { after } : {} },
  result: {
    data: {
      accessTokens: {
        __typename: 'AccessTokenPage',
        items: tokens,
        hasNextPage: next !== null,
        nextCursor: next,
        errors: [],
      },
    },
  },
});

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('AccessTokensView', () => {
  it('offers agent-only scopes to agents only', async () => {
    renderWithProviders(<AccessTokensView />, { mocks: [viewer(false), list([])] });
    expect(await screen.findByText('交易紀錄（唯讀）')).toBeInTheDocument();
    expect(await screen.findByText('尚未建立任何存取權杖。')).toBeInTheDocument();
    expect(screen.queryByText('代理商專區與分潤（唯讀）')).toBeNull();
  });

  it('validates, then shows the new secret once and forgets it when dismissed', async () => {
    const create = {
      request: {
        query: CreateAccessTokenDocument,
        variables: { input: { name: '對帳腳本', scopes: ['PF_READ'], expiresInDays: 30 } },
      },
      result: {
        data: {
          createAccessToken: {
            __typename: 'AccessTokenPayload',
            secret: 'pdk_ab12_SECRET_VALUE_0123456789',
            token: token(),
            errors: [],
          },
        },
      },
    };
    renderWithProviders(<AccessTokensView />, {
      mocks: [viewer(true), list([]), create, list([token()])],
    });
    fireEvent.click(await screen.findByRole('button', { name: '建立權杖' }));
    expect(await screen.findByText('名稱為必填，最多 40 個字')).toBeInTheDocument();
    expect(screen.getByText('請至少選擇一項權限範圍')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^名稱/), { target: { value: '對帳腳本' } });
    fireEvent.change(screen.getByLabelText(/^有效天數/), { target: { value: '30' } });
    const scope = await screen.findByRole('checkbox', { name: '代理商專區與分潤（唯讀）', hidden: true });
    fireEvent.click(scope);
    await waitFor(() => expect((scope as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '建立權杖' }));

    const box = await screen.findByTestId('token-secret-box');
    expect(within(box).getByTestId('token-secret')).toHaveTextContent('pdk_ab12_SECRET_VALUE_0123456789');
    expect(box).toHaveTextContent('此權杖只會顯示這一次');
    const row = await screen.findByTestId('token-row');
    expect(row).toHaveTextContent('pdk_ab12');
    expect(row).not.toHaveTextContent('SECRET_VALUE');
    fireEvent.click(within(box).getByRole('button', { name: '我已妥善保存' }));
    expect(screen.queryByTestId('token-secret')).toBeNull();
  });

  it('revokes a token only after the confirm dialog', async () => {
    const revoke = {
      request: { query: RevokeAccessTokenDocument, variables: { id: 9 } },
      result: {
        data: {
          revokeAccessToken: {
            __typename: 'AccessTokenPayload',
            token: token({ revokedAt: '2026-11-24T00:00:00.000Z' }),
            errors: [],
          },
        },
      },
    };
    renderWithProviders(<AccessTokensView />, {
      mocks: [viewer(true), list([token()]), revoke, list([token({ revokedAt: '2026-11-24T00:00:00.000Z' })])],
    });
    fireEvent.click(await screen.findByRole('button', { name: '撤銷 對帳腳本' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('撤銷「對帳腳本」後');
    fireEvent.click(within(dialog).getByRole('button', { name: '撤銷' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已撤銷存取權杖', 'success'));
    expect(await screen.findByText('已撤銷')).toBeInTheDocument();
  });

  it('pages the token list: revoked tokens stay listed, so the next page comes with 載入更多', async () => {
    renderWithProviders(<AccessTokensView />, {
      mocks: [
        viewer(true),
        list([token()], 'id:9'),
        list(
          [token({ id: 8, name: '舊的腳本', prefix: 'pdk_cd34', revokedAt: '2026-11-02T00:00:00.000Z' })],
          null,
          'id:9',
        ),
      ],
    });
    expect(await screen.findByText('已顯示 1 筆')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText('舊的腳本')).toBeInTheDocument();
    expect(screen.getByText('對帳腳本')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
  });
});
