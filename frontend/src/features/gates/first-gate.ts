import { computeGates, gateFactsOf, type GateKind } from '@paydesk/shared/gate-rules';
import type { MemberInfoFieldsFragment } from '../../graphql/generated';
import { beneficiaryHintShown, declinedGates } from './local-flags';

/**
 * The SPEC §4 gate the route shows first, if any: the gates of the member info in their order, less those the member
 * declined in this browser session. One rule for the gate host and for the shell before Apollo has loaded.
 */
export function firstGateOf(info: MemberInfoFieldsFragment, routeName: string): GateKind | undefined {
  const declined = declinedGates();
  return computeGates(gateFactsOf(info, beneficiaryHintShown()), routeName).find((gate) => !declined.includes(gate));
}
