import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { HOME_MENU } from '../menu';
import { MenuLinkItem } from './MenuLinkItem';

function Header() {
  return (
    <nav>
      {HOME_MENU.map((item) => (
        <MenuLinkItem key={item.label} item={item} />
      ))}
    </nav>
  );
}

describe('home header', () => {
  it('marks the current page and the submenu that holds it, as the side menu does (SPEC small print 8)', () => {
    renderWithProviders(<Header />, { path: '/news' });
    // Submenu entries are in the page but hidden until hover or focus opens the dropdown.
    expect(screen.getByRole('link', { name: '服務公告', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '行銷活動', hidden: true })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '核心機制' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '最新消息' })).toHaveAttribute('data-current');
    expect(screen.getByRole('button', { name: '物流服務' })).not.toHaveAttribute('data-current');
  });

  it('marks a top-level page on its own', () => {
    renderWithProviders(<Header />, { path: '/products' });
    expect(screen.getByRole('link', { name: '核心機制' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '最新消息' })).not.toHaveAttribute('data-current');
  });
});

describe('footer entries', () => {
  it('mark the current page in white on the dark footer, not in the brand blue (colour contrast)', () => {
    const item = { label: '安全認證', to: '/security' };
    renderWithProviders(
      <nav>
        <MenuLinkItem item={item} surface="dark" />
      </nav>,
      { path: '/security' },
    );
    const link = screen.getByRole('link', { name: '安全認證' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveStyle({ color: 'var(--chakra-colors-white)' });
  });

  it('keep the brand blue for the current page in the light header', () => {
    renderWithProviders(
      <nav>
        <MenuLinkItem item={{ label: '安全認證', to: '/security' }} />
      </nav>,
      { path: '/security' },
    );
    expect(screen.getByRole('link', { name: '安全認證' })).toHaveStyle({ color: 'var(--chakra-colors-primary-fg)' });
  });
});
