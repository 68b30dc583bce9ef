import { campaignState } from './content-rules';

describe('campaign state (Taiwan calendar days)', () => {
  it.each([
    ['2026-11-24', '2025-01-01', '2025-12-31', 'ENDED'],
    ['2025-12-31', '2025-01-01', '2025-12-31', 'RUNNING'],
    ['2025-01-01', '2025-01-01', '2025-12-31', 'RUNNING'],
    ['2024-12-31', '2025-01-01', '2025-12-31', 'UPCOMING'],
    ['2030-01-01', '2025-01-01', null, 'RUNNING'],
    ['2020-01-01', null, null, 'RUNNING'],
  ] as const)('on %s a campaign from %s to %s is %s', (today, from, to, state) => {
    expect(campaignState(from, to, today)).toBe(state);
  });
});
