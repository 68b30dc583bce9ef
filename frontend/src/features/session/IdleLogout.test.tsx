import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import {
  ACTIVITY_KEY,
  COUNTDOWN_SECONDS,
  DEFAULT_IDLE_LIMIT_MS,
  effectiveIdleLimit,
  idlePhase,
  IDLE_LIMIT_OVERRIDE_KEY,
} from './idle';
import { IdleLogout } from './IdleLogout';

describe('idlePhase', () => {
  const limit = DEFAULT_IDLE_LIMIT_MS;
  it('is active under the 10-minute limit and counts 30 seconds down after it', () => {
    expect(idlePhase(limit - 1, 0, limit)).toEqual({ phase: 'active' });
    expect(idlePhase(limit, 0, limit)).toEqual({ phase: 'warning', secondsLeft: COUNTDOWN_SECONDS });
    expect(idlePhase(limit + 29_000, 0, limit)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(idlePhase(limit + 30_000, 0, limit)).toEqual({ phase: 'expired' });
  });

  it('uses the server limit, or a local/test override', () => {
    window.localStorage.clear();
    expect(effectiveIdleLimit(undefined)).toBe(600_000);
    expect(effectiveIdleLimit(120_000)).toBe(120_000);
    window.localStorage.setItem(IDLE_LIMIT_OVERRIDE_KEY, '5000');
    // Tests run as 'local' (no app-env meta): the override applies.
    expect(effectiveIdleLimit(120_000)).toBe(5000);
    window.localStorage.clear();
  });
});

describe('IdleLogout', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') });
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  const render = (limitMs: number | null = DEFAULT_IDLE_LIMIT_MS) =>
    renderWithProviders(<IdleLogout logoutPath="/logout" limitMs={limitMs} />, {
      path: '/auth/index',
      routes: [{ path: '/logout', element: <p>logged out</p> }],
    });
  const advance = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });

  it('saves activity to ctmo, warns after 10 minutes with a 30 s countdown, and logs out at zero', async () => {
    render();
    expect(Number(window.localStorage.getItem(ACTIVITY_KEY))).toBe(Date.now());
    advance(DEFAULT_IDLE_LIMIT_MS - 1000);
    expect(screen.queryByText('閒置提醒')).toBeNull();
    advance(1000);
    expect(await screen.findByText(/系統將於 30 秒後自動登出/)).toBeInTheDocument();
    advance(10_000);
    expect(screen.getByText(/系統將於 20 秒後自動登出/)).toBeInTheDocument();
    // Moving the mouse does not dismiss the warning; only the button does.
    fireEvent.mouseMove(window);
    advance(1000);
    expect(screen.getByText(/系統將於 19 秒後自動登出/)).toBeInTheDocument();
    advance(19_000);
    expect(await screen.findByText('logged out')).toBeInTheDocument();
  });

  it("runs on the gateway's limit when the layout knows it, on the default before", async () => {
    const { unmount } = render(120_000);
    advance(119_000);
    expect(screen.queryByText(/自動登出/)).toBeNull();
    advance(1000);
    expect(await screen.findByText(/系統將於 30 秒後自動登出/)).toBeInTheDocument();
    unmount();
    window.localStorage.clear();
    render(null);
    advance(120_000);
    expect(screen.queryByText(/自動登出/)).toBeNull();
    advance(DEFAULT_IDLE_LIMIT_MS - 120_000);
    expect(await screen.findByText(/系統將於 30 秒後自動登出/)).toBeInTheDocument();
  });

  it('"I am still here" resets the activity time', async () => {
    render();
    advance(DEFAULT_IDLE_LIMIT_MS + 5000);
    fireEvent.click(await screen.findByRole('button', { name: '我還在' }));
    expect(Number(window.localStorage.getItem(ACTIVITY_KEY))).toBe(Date.now());
    advance(60_000);
    expect(screen.queryByText('logged out')).toBeNull();
  });

  it('counts activity in another tab (the shared ctmo value)', async () => {
    render();
    advance(DEFAULT_IDLE_LIMIT_MS + 2000);
    expect(await screen.findByText(/自動登出/)).toBeInTheDocument();
    window.localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
    advance(1000);
    advance(40_000);
    expect(screen.queryByText('logged out')).toBeNull();
  });

  it('records user activity, at most once a second', async () => {
    render();
    const start = Date.now();
    advance(5000);
    fireEvent.keyDown(window, { key: 'a' });
    // waitFor also lets the app info the timers released finish rendering inside the test.
    await waitFor(() => expect(Number(window.localStorage.getItem(ACTIVITY_KEY))).toBe(start + 5000));
  });
});
