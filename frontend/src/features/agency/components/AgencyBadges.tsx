import { AGENT_CONTRACT_STATUS_LIST, AGENT_PARTNER_STATUS_LIST } from '@paydesk/shared/agency-statuses';
import { StatusBadge } from '../../../components/StatusBadge';

/** A contract version's state: active, scheduled or ended. */
export function ContractStatusBadge({ status }: { status: string }) {
  return <StatusBadge list={AGENT_CONTRACT_STATUS_LIST} value={status} />;
}

/** A referral's state: invited, active, declined or removed. */
export function PartnerStatusBadge({ status }: { status: string }) {
  return <StatusBadge list={AGENT_PARTNER_STATUS_LIST} value={status} />;
}
