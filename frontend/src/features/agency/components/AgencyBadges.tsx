import { ToneBadge } from '../../../components/StatusBadge';
import { AGENCY_TEXT } from '../text';

/** A contract version's state: active, scheduled or ended. */
export function ContractStatusBadge({ status }: { status: string }) {
  const s = AGENCY_TEXT.contractStatus[status] ?? { label: status, tone: 'neutral' as const };
  return <ToneBadge tone={s.tone} label={s.label} />;
}

/** A referral's state: invited, active, declined or removed. */
export function PartnerStatusBadge({ status }: { status: string }) {
  const s = AGENCY_TEXT.partnerStatus[status] ?? { label: status, tone: 'neutral' as const };
  return <ToneBadge tone={s.tone} label={s.label} />;
}
