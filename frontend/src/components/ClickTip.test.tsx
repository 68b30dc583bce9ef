import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { ClickTip } from './ClickTip';

describe('ClickTip', () => {
  it('opens on a click or tap and closes on the next one (SPEC §4: tooltips work on a phone)', async () => {
    renderWithProviders(
      <ClickTip tip="2026/11/20 $1,200（3 筆）" label="11/20 收款">
        <span>bar</span>
      </ClickTip>,
    );
    // The popover's code loads after the first paint; the trigger is the same button before and after.
    const trigger = () => screen.getByRole('button', { name: '11/20 收款' });
    expect(screen.queryByText('2026/11/20 $1,200（3 筆）')).not.toBeInTheDocument();

    fireEvent.click(trigger());
    expect(await screen.findByText('2026/11/20 $1,200（3 筆）')).toBeVisible();

    fireEvent.click(trigger());
    await waitFor(() => expect(screen.queryByText('2026/11/20 $1,200（3 筆）')).not.toBeInTheDocument());
  });

  it('does not open on hover alone', async () => {
    renderWithProviders(
      <ClickTip tip="原因：卡片拒絕" label="扣款失敗">
        <span>失敗</span>
      </ClickTip>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '扣款失敗' })).toHaveAttribute('aria-haspopup'));
    fireEvent.mouseEnter(screen.getByRole('button', { name: '扣款失敗' }));
    fireEvent.pointerEnter(screen.getByRole('button', { name: '扣款失敗' }));
    expect(screen.queryByText('原因：卡片拒絕')).not.toBeInTheDocument();
  });
});
