import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionStatus } from '../../../graphql/generated';
import { renderWithProviders } from '../../../test/render';
import { SUBSCRIPTION_TEXT as T } from '../text';
import { allowedActions, SubscriptionActions } from './SubscriptionActions';

const buttons = () =>
  within(screen.getByTestId('subscription-actions'))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('SubscriptionActions', () => {
  it.each<[SubscriptionStatus, string[]]>([
    ['ACTIVE', ['pause', 'cancel', 'decline']],
    ['PAUSED', ['resume', 'cancel', 'decline']],
    ['PAST_DUE', ['cancel', 'decline']],
    ['SUSPENDED', ['cancel']],
    ['CANCELLED', []],
    ['FINISHED', []],
  ])('offers what the state machine allows from %s', (status, actions) => {
    expect(allowedActions(status, true)).toEqual(actions);
    expect(allowedActions(status, false)).toEqual(actions.filter((a) => a !== 'decline'));
  });

  it('shows 暫停 and 取消訂閱 for an active subscription and asks before pausing', async () => {
    const onAction = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<SubscriptionActions status="ACTIVE" sandbox={false} onAction={onAction} />);

    expect(buttons()).toEqual([T.pause, T.cancel]);
    expect(screen.queryByTestId('sandbox-decline')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.pause }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(T.confirm.pause);
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: T.pause }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('pause'));
  });

  it('offers 恢復 for a paused one, and nothing for a cancelled one', () => {
    const { unmount } = renderWithProviders(
      <SubscriptionActions status="PAUSED" sandbox={false} onAction={jest.fn()} />,
    );
    expect(buttons()).toEqual([T.resume, T.cancel]);
    unmount();
    renderWithProviders(<SubscriptionActions status="CANCELLED" sandbox onAction={jest.fn()} />);
    expect(buttons()).toEqual([]);
    expect(screen.queryByTestId('sandbox-decline')).toBeNull();
  });

  it('in sandbox explains the retry schedule and simulates a failing card after confirming', async () => {
    const onAction = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<SubscriptionActions status="PAST_DUE" sandbox onAction={onAction} />);

    const box = screen.getByTestId('sandbox-decline');
    expect(box).toHaveTextContent('原扣款日後第 1、3 天再次嘗試');
    expect(buttons()).toEqual([T.cancel]);
    fireEvent.click(within(box).getByRole('button', { name: T.decline }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: T.decline }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('decline'));
  });
});
