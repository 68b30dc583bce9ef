import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { DateText, MoneyText } from './MoneyText';
import { EmptyState } from './EmptyState';

describe('MoneyText, DateText and EmptyState', () => {
  it('shows integer TWD with separators, negatives with a minus, and a dash for none', () => {
    renderWithProviders(
      <>
        <MoneyText value={1234567} />
        <MoneyText value={-30} />
        <MoneyText value={null} />
      </>,
    );
    expect(screen.getByText('$1,234,567')).toBeInTheDocument();
    expect(screen.getByText('-$30')).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('renders a Taiwan-time date as a <time> element with the instant behind it', () => {
    renderWithProviders(<DateText value="2026-11-23T16:30:00.000Z" withTime />);
    const time = screen.getByText('2026/11/24 00:30');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-23T16:30:00.000Z');
  });

  it('says what is empty', () => {
    renderWithProviders(<EmptyState message="尚無資料" />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('尚無資料');
  });
});
