import { ToneBadge } from '../../../components/StatusBadge';
import type { AgentPartnerStatus } from '../../../graphql/generated';
import { AGENCY_TEXT } from '../text';

/** A contract version's state: active, scheduled or ended. */
export function ContractStatusBadge({ status }: { status: string }) {
  const s = AGENCY_TEXT.contractStatus[status] ?? { label: status, tone: 'neutral' as const };
  return <ToneBadge tone={s.tone} label={s.label} />;
}

/** A referral's state: INVITED, ACTIVE, DECLINED or REMOVED. */
export function PartnerStatusBadge({ status }: { status: AgentPartnerStatus }) {
  const s = AGENCY_TEXT.partnerStatus[status];
  return <ToneBadge tone={s.tone} label={s.label} />;
}
