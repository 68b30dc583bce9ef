/**
 * Who may become an agent's partner, and what of a partner is the agent's, as SQL the agency's queries share: the
 * invitation, its answer, the inquiry and the shared profit all read these and nothing else.
 */

/** A member's national and tax IDs: its own (personal: national ID; business: tax ID) and its representative's. */
const identitiesOf = (memberId: string) =>
  `(select array_remove(array[nullif(upper(trim(x.identity_no)), ''), nullif(upper(trim(d.boss_national_id)), '')], null)
      from member x left join member_profile d on d.member_id = x.id where x.id = ${memberId})`;

/**
 * True when the agent and the partner are one holder: the same member, or a national or tax ID in common (an
 * agent's own company, or the company it represents). An agent earns no share of its own sales.
 */
export const sameHolderSql = (agentId: string, partnerId: string): string =>
  `(${agentId} = ${partnerId} or coalesce(${identitiesOf(agentId)} && ${identitiesOf(partnerId)}, false))`;

/**
 * True when the member (a table alias) holds the address: its email, verified. A changed email is unverified until
 * the code sent to the new address is confirmed, so switching to someone else's address claims nothing.
 */
export const holdsAddressSql = (member: string, address: string): string =>
  `(${member}.mail_verified_at is not null and lower(${address}) = lower(${member}.email))`;

/** The acceptance as an ISO timestamp to the microsecond: a partner's transactions are the agent's from it on. */
export const SINCE_SQL = `to_char(accepted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** True when a partner's transaction (alias) belongs to the partnership (alias): created at or after acceptance. */
export const inPartnershipSql = (transaction: string, partnership: string): string =>
  `${transaction}.created_at >= ${partnership}.accepted_at`;
