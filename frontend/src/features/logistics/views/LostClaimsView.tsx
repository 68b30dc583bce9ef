import { PAGE_SIZE } from '@paydesk/shared/api-reference';
import { Heading, Stack } from '@chakra-ui/react';
import { LOST_CLAIM_STATUS_LIST } from '@paydesk/shared/logistics-statuses';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { StatusBadge } from '../../../components/StatusBadge';
import { DateText, MoneyText } from '../../../components/MoneyText';
import {
  LostClaimsDocument,
  ShipmentsDocument,
  useClaimLostParcelMutation,
  useLostClaimsQuery,
  useShipmentQuoteQuery,
  useShipmentsQuery,
} from '../../../graphql/documents/logistics';
import type { LostClaimFieldsFragment, ShipmentFieldsFragment } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import type { ClaimValues } from '../claim.schema';
import { ClaimForm } from '../components/ClaimForm';
import { PageFrame } from '../../../components/PageFrame';
import { CLAIM_TEXT as T, LOGISTICS_TEXT } from '../text';

type Claim = LostClaimFieldsFragment;
const C = T.columns;

const COLUMNS: Column<Claim>[] = [
  { key: 'no', header: C.logisticsNo, render: (c) => c.logisticsNo, sortValue: (c) => c.logisticsNo },
  { key: 'claimed', header: C.claimed, numeric: true, render: (c) => <MoneyText value={c.claimed} /> },
  { key: 'capped', header: C.capped, numeric: true, render: (c) => <MoneyText value={c.capped} /> },
  {
    key: 'status',
    header: C.status,
    render: (c) => <StatusBadge list={LOST_CLAIM_STATUS_LIST} value={c.status} />,
    sortValue: (c) => c.status,
  },
  { key: 'paid', header: C.paid, numeric: true, render: (c) => <MoneyText value={c.paid} /> },
  { key: 'reason', header: C.reason, render: (c) => c.reason || '-', wrap: true },
  {
    key: 'createdAt',
    header: C.createdAt,
    render: (c) => <DateText value={c.createdAt} />,
    sortValue: (c) => c.createdAt,
  },
];

/** The chosen lost parcel's compensation cap, from the same quote rules the create page shows. */
function useCap(parcel: ShipmentFieldsFragment | undefined): number | null {
  const q = useShipmentQuoteQuery({
    skip: !parcel,
    variables: {
      input: {
        merchantId: parcel?.merchantId ?? 0,
        service: parcel?.service ?? '',
        receiverName: parcel?.receiverName ?? '',
        receiverMobile: parcel?.receiverMobile ?? '',
        goodsName: parcel?.goodsName ?? '',
        declaredValue: parcel?.declaredValue ?? 0,
        lengthCm: parcel?.lengthCm ?? 0,
        widthCm: parcel?.widthCm ?? 0,
        heightCm: parcel?.heightCm ?? 0,
        weightKg: parcel?.weightKg ?? 0,
        region: parcel?.region ?? null,
        address: parcel?.address ?? null,
      },
    },
  });
  return parcel ? (q.data?.shipmentQuote.quote?.compensationCap ?? null) : null;
}

/** /auth/shipping/lost 遺失賠償: the member's claims, and a claim for a lost parcel not yet claimed. */
export function LostClaimsView() {
  const claims = useLostClaimsQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(claims.fetchMore, claims.data?.lostClaims, 'lostClaims');
  const rows = claims.data?.lostClaims.items ?? [];
  // The claim form picks from the lost parcels with no open claim, as the server knows them (the claims shown here
  // may be one page of many): the largest page holds them (lost parcels are few).
  const lost = useShipmentsQuery({
    variables: { filter: { claimable: true }, first: PAGE_SIZE.max },
    fetchPolicy: 'cache-and-network',
  });
  const [claim] = useClaimLostParcelMutation({
    refetchQueries: [LostClaimsDocument, ShipmentsDocument],
    awaitRefetchQueries: true,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const parcels = lost.data?.shipments.items ?? [];
  const cap = useCap(parcels.find((p) => p.id === selected));
  const submit = async (values: ClaimValues) => {
    try {
      const { data } = await claim({
        variables: {
          shipmentId: Number(values.shipmentId),
          amount: Number(values.amount),
          description: values.description.trim(),
        },
      });
      const payload = data?.claimLostParcel;
      if (payload?.claim) {
        showToast(T.submitted, 'success');
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ message: LOGISTICS_TEXT.saveError }];
    } catch {
      return [{ message: LOGISTICS_TEXT.saveError }];
    }
  };
  const loading = (claims.loading && !claims.data) || (lost.loading && !lost.data);
  const failed = (claims.error && !claims.data) || (lost.error && !lost.data);
  return (
    <PageFrame title={T.title}>
      {loading ? <ListSkeleton /> : null}
      {failed ? (
        <LoadError message={LOGISTICS_TEXT.loadError} onRetry={() => Promise.all([claims.refetch(), lost.refetch()])} />
      ) : null}
      {!loading && !failed ? (
        <Stack gap="8">
          {parcels.length ? (
            <ClaimForm parcels={parcels} cap={cap} onShipmentChange={setSelected} onSubmit={submit} />
          ) : (
            <EmptyState message={T.noLost} />
          )}
          <Stack gap="3">
            <Heading as="h2" size="md">
              {T.listTitle}
            </Heading>
            <DataTable
              rows={rows}
              columns={COLUMNS}
              rowKey={(c) => c.id}
              empty={T.empty}
              rowTestId="claim-row"
              initialSort={{ key: 'createdAt', direction: 'desc' }}
            />
            <LoadMore {...more} shown={rows.length} />
          </Stack>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
