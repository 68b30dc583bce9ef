import { screen } from '@testing-library/react';
import { seriousViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import { FigureTable } from './FigureTable';

describe('FigureTable', () => {
  it('scrolls in a named region a keyboard can focus (axe: scrollable-region-focusable)', async () => {
    const { container } = renderWithProviders(
      <FigureTable caption="金流手續費" columns={['付款方式', '費率']} rows={[['信用卡', '2.8%']]} />,
    );
    const region = screen.getByRole('region', { name: '金流手續費' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: '金流手續費' }));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
