import { PAY_TYPE_LIST, SWITCHABLE_PAY_TYPES } from '@paydesk/shared/pay-types';
import { usePublicReferenceQuery } from '../graphql/documents/reference';
import type { PayType, PublicReferenceQuery } from '../graphql/generated';

export type Reference = PublicReferenceQuery['reference'];

/** SPEC §9 figures from the gateway's reference module; fetched once and cached for every public page. */
export function useReference() {
  const { data, loading, error, refetch } = usePublicReferenceQuery({ fetchPolicy: 'cache-first' });
  return { reference: data?.reference ?? null, loading, error, refetch };
}

/**
 * The pay types a shop's PaymentSwitch may hold under the platform's configuration (SPEC §3), as contract keys, in
 * the list's order; the default configuration's until the reference loads.
 */
export function useSwitchablePayTypes(): PayType[] {
  const { reference } = useReference();
  if (!reference) return PAY_TYPE_LIST.entries.filter((e) => SWITCHABLE_PAY_TYPES.includes(e.code)).map((e) => e.key);
  return reference.paymentTypes.filter((t) => t.switchable).map((t) => t.name as PayType);
}
