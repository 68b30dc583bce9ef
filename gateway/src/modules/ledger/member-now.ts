/**
 * The sandbox settlement clock: "now" for a member is the real time plus the member's clock offset (zero outside
 * sandbox, where nothing moves it). Settlement, payouts and the dormant fee all read time through this SQL
 * fragment; it expects the member's row under the alias `t`.
 */
export const MEMBER_NOW = `now() + make_interval(secs => coalesce((select c.offset_seconds from settlement_clock c where c.member_id = t.member_id), 0))`;
