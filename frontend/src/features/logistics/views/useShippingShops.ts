import type { LogisticsServiceGroup } from '@paydesk/shared/shipment-statuses';
import { useLogisticsApplicationsQuery } from '../../../graphql/documents/logistics';
import { useMerchantsQuery } from '../../../graphql/documents/merchants';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { LogisticsApplicationFieldsFragment } from '../../../graphql/generated';

/**
 * What every logistics page needs about the seller: its active shops, its applications, which service groups each
 * shop has approved, and whether it is a business member (SPEC §6: B2C for business members only).
 */
export function useShippingShops() {
  const merchants = useMerchantsQuery();
  const applications = useLogisticsApplicationsQuery({ fetchPolicy: 'cache-and-network' });
  const viewer = useViewerQuery();
  const shops = (merchants.data?.merchants ?? [])
    .filter((m) => m.status === 'ACTIVE')
    .map((m) => ({ id: m.id, name: m.name }));
  const list: readonly LogisticsApplicationFieldsFragment[] = applications.data?.logisticsApplications ?? [];
  const approved: Record<number, LogisticsServiceGroup[]> = {};
  for (const a of list) {
    if (a.status === 'APPROVED')
      approved[a.merchantId] = [...(approved[a.merchantId] ?? []), ...(a.services as LogisticsServiceGroup[])];
  }
  return {
    shops,
    applications: list,
    approved,
    isBusiness: viewer.data?.viewer?.memType === 'BUSINESS',
    loading: (merchants.loading && !merchants.data) || (applications.loading && !applications.data),
    error: (merchants.error && !merchants.data) || (applications.error && !applications.data),
    refetch: () => Promise.all([merchants.refetch(), applications.refetch()]),
  };
}
