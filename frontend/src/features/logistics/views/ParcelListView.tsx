import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { SHIPMENT_STATUS_LIST, shipmentEditPage, type ShippingService } from '@paydesk/shared/shipment-statuses';
import { VALIDATION_MESSAGES as M, VALIDATION_PATTERNS as P } from '@paydesk/shared/validation-rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { FormErrorAlert, ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText } from '../../../components/MoneyText';
import { PageFrame } from '../../../components/PageFrame';
import { StatusBadge } from '../../../components/StatusBadge';
import { useShipmentPageQuery } from '../../../graphql/documents/logistics';
import type { ShipmentFieldsFragment, ShipmentStatus } from '../../../graphql/generated';
import { buildUrl } from '../../../lib/http';
import { serviceLabel } from '../components/ShipmentDetail';
import { ParcelFilters, type ParcelFilterValues } from '../components/ParcelFilters';
import { LOGISTICS_TEXT, PARCEL_LIST_TEXT as L, SHIPMENT_TEXT as T } from '../text';
import { detailPath } from './paths';

const PAGE_SIZE = 20;
type Shipment = ShipmentFieldsFragment;

/** The edit page of a parcel: by its kind, with its SPEC §3 shipping type as :goodsType. */
export function editPath(s: Pick<Shipment, 'id' | 'service' | 'shippingType'>): string {
  const page = shipmentEditPage(s.service as ShippingService);
  return pathTo(`shipping.edit.${page}`, { goodsType: s.shippingType, id: String(s.id) });
}

const COLUMNS: Column<Shipment>[] = [
  {
    key: 'logisticsNo',
    header: T.columns.logisticsNo,
    render: (s) => (
      <ChakraLink asChild color="primary.fg" fontFamily="mono">
        <Link to={detailPath(s.id)}>{s.logisticsNo}</Link>
      </ChakraLink>
    ),
  },
  { key: 'type', header: L.shippingType, render: (s) => s.shippingType },
  { key: 'service', header: T.columns.service, render: (s) => serviceLabel(s.service) },
  { key: 'receiver', header: T.columns.receiver, render: (s) => s.receiverName },
  { key: 'destination', header: T.columns.destination, render: (s) => s.storeName ?? s.address, wrap: true },
  {
    key: 'status',
    header: T.columns.status,
    render: (s) => <StatusBadge list={SHIPMENT_STATUS_LIST} value={s.status} />,
  },
  { key: 'createdAt', header: T.columns.createdAt, render: (s) => <DateText value={s.createdAt} /> },
  {
    key: 'actions',
    header: L.actions,
    // Only a parcel not yet dropped off can still change.
    render: (s) =>
      s.status === 'CREATED' ? (
        <ChakraLink asChild color="primary.fg">
          <Link to={editPath(s)}>{L.edit}</Link>
        </ChakraLink>
      ) : null,
  },
];

export const NO_PARCEL_FILTER: ParcelFilterValues = { status: '', service: '', logisticsNo: '' };

/** /auth/shipping/detail without an id (物流明細): every parcel, filtered, a page at a time, with its CSV. */
export function ParcelListView() {
  const [filter, setFilter] = useState(NO_PARCEL_FILTER);
  const [page, setPage] = useState(1);
  const no = filter.logisticsNo.trim();
  const badNo = Boolean(no) && !P.logisticsNo.test(no);
  const variables = {
    status: (filter.status || null) as ShipmentStatus | null,
    service: filter.service || null,
    logisticsNo: no || null,
  };
  const q = useShipmentPageQuery({
    variables: { filter: variables, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    skip: badNo,
  });
  const result = q.data?.shipmentPage;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const csv = buildUrl('/api/shipping/parcels.csv', {
    status: variables.status ?? undefined,
    service: variables.service ?? undefined,
    logisticsNo: variables.logisticsNo ?? undefined,
  });
  const exportLink = (
    <Button asChild size="sm" variant="outline">
      <a href={csv} download>
        {L.exportCsv}
      </a>
    </Button>
  );
  return (
    <PageFrame title={T.detailTitle} action={exportLink}>
      <ParcelFilters
        value={filter}
        reset={NO_PARCEL_FILTER}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {badNo ? <FormErrorAlert message={M.logisticsNo} /> : null}
      {!badNo && q.loading && !q.data ? <ListSkeleton /> : null}
      {!badNo && q.error && !q.data ? (
        <LoadError message={LOGISTICS_TEXT.loadError} onRetry={() => q.refetch()} />
      ) : null}
      {!badNo && result ? (
        <Stack gap="3">
          <DataTable
            rows={result.rows}
            columns={COLUMNS}
            rowKey={(s) => s.id}
            rowTestId="parcel-row"
            tableTestId="parcel-list"
            pageSize={Infinity}
            empty={<EmptyState message={T.empty} />}
          />
          <HStack justify="space-between" wrap="wrap">
            <Text color="fg.muted" data-testid="parcel-total">
              {L.total(result.total)}・{L.page(page, pages)}
            </Text>
            <HStack>
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {L.prev}
              </Button>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {L.next}
              </Button>
            </HStack>
          </HStack>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
