import { screen } from '@testing-library/react';
import { ViewerDocument } from '../graphql/documents/viewer';
import { renderWithProviders } from '../test/render';
import { RouteButton } from './RouteButton';

const viewer = (isAssistant: boolean, permissions: string[]) => ({
  request: { query: ViewerDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: isAssistant ? 'assistant:7' : 'member:2',
        kind: 'MEMBER',
        account: isAssistant ? 'assist01' : 'business01',
        name: '張助理',
        memType: 'BUSINESS',
        isAssistant,
        isPlatform: false,
        roles: ['SELLER'],
        permissions,
      },
    },
  },
});

describe('RouteButton (seller day 13: no buttons that end in a permission error)', () => {
  it('opens the page for the account holder', async () => {
    renderWithProviders(<RouteButton to="uop.create">新增收款頁</RouteButton>, { mocks: [viewer(false, [])] });
    expect(await screen.findByRole('link', { name: '新增收款頁' })).toHaveAttribute('href', '/auth/uop/create');
  });

  it('is disabled with the reason for an assistant whose map lacks the page’s key', async () => {
    renderWithProviders(<RouteButton to="uop.create">新增收款頁</RouteButton>, {
      mocks: [viewer(true, ['uop_list', 'trans_detail'])],
    });
    const button = await screen.findByRole('button', { name: '新增收款頁' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', '您沒有此功能的權限，請洽帳號管理者開通');
    expect(screen.queryByRole('link', { name: '新增收款頁' })).toBeNull();
  });

  it('opens it for an assistant who has the key', async () => {
    renderWithProviders(<RouteButton to="uop.create">新增收款頁</RouteButton>, {
      mocks: [viewer(true, ['uop_list', 'uop_create'])],
    });
    expect(await screen.findByRole('link', { name: '新增收款頁' })).toBeInTheDocument();
  });
});
