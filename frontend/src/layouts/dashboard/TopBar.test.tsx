import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { TopBar } from './TopBar';

const AGENCY_LINKS = [{ name: 'agency.shops', label: '合作商店列表', to: '/auth/agency/shops' }];

const renderBar = () =>
  renderWithProviders(
    <TopBar
      name="好物商行"
      homePath="/auth/index"
      logoutPath="/logout"
      agencyLinks={AGENCY_LINKS}
      showAccountSettings
    />,
    { path: '/auth/index' },
  );

/** Lets the dynamic import of the menus (and React's commit after it) settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('TopBar dropdowns', () => {
  // The menus' module stays loaded for the file once a test has loaded it, so the stand-in test comes first.
  it('hands the focus of a keyboard user from the stand-in to the real button, closed', async () => {
    renderBar();
    const standIn = screen.getByTestId('agency-menu');
    act(() => standIn.focus());
    await settle();
    const real = screen.getByTestId('agency-menu');
    expect(real).not.toBe(standIn);
    await waitFor(() => expect(real).toHaveFocus());
    expect(real).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: '合作商店列表' })).not.toBeInTheDocument();
  });

  it('are closed menu buttons that open on a click, the other menu staying closed', async () => {
    renderBar();
    const name = screen.getByTestId('viewer-name');
    expect(name).toHaveAttribute('aria-haspopup', 'menu');
    expect(name).toHaveAttribute('aria-expanded', 'false');
    expect(name).toHaveAccessibleName('好物商行，您好');
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();

    fireEvent.click(name);
    expect(await screen.findByRole('menuitem', { name: '帳號設定' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '登出' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('viewer-name')).toHaveAttribute('aria-expanded', 'true'));
    // The agency menu was not pressed: it stays closed.
    expect(screen.getByTestId('agency-menu')).toHaveAttribute('aria-expanded', 'false');
  });
});
