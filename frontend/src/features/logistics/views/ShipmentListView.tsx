import { RouteButton } from '../../../components/RouteButton';
import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { SHIPMENT_STATUS_LIST } from '@paydesk/shared/shipment-statuses';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import { useShipmentsQuery } from '../../../graphql/documents/logistics';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import type { ShipmentFieldsFragment, ShipmentStatus } from '../../../graphql/generated';
import { DASH, formatDay, taiwanDay } from '../../../lib/money-format';
import { PageFrame } from '../../../components/PageFrame';
import { serviceLabel } from '../components/ShipmentDetail';
import { ShipmentFilters, type ShipmentFilterValues } from '../components/ShipmentFilters';
import { LOGISTICS_TEXT, PARCEL_LIST_TEXT, SHIPMENT_TEXT as T } from '../text';
import { editPath } from './ParcelListView';
import { detailPath } from './paths';

type Shipment = ShipmentFieldsFragment;
const C = T.columns;

const deadlineOf = (s: Shipment) => (s.status === 'CREATED' ? s.dropOffBy : s.pickupUntil);

const COLUMNS: Column<Shipment>[] = [
  {
    key: 'logisticsNo',
    header: C.logisticsNo,
    render: (s) => (
      <ChakraLink asChild color="primary.fg" fontFamily="mono">
        <Link to={detailPath(s.id)}>{s.logisticsNo}</Link>
      </ChakraLink>
    ),
    sortValue: (s) => s.logisticsNo,
  },
  { key: 'service', header: C.service, render: (s) => serviceLabel(s.service), sortValue: (s) => s.service },
  { key: 'receiver', header: C.receiver, render: (s) => s.receiverName, sortValue: (s) => s.receiverName },
  { key: 'destination', header: C.destination, render: (s) => s.storeName ?? s.address, wrap: true },
  {
    key: 'status',
    header: C.status,
    render: (s) => <StatusBadge list={SHIPMENT_STATUS_LIST} value={s.status} />,
    sortValue: (s) => SHIPMENT_STATUS_LIST.byKey(s.status)?.code,
  },
  {
    key: 'deadline',
    header: C.deadline,
    render: (s) => (
      <HStack gap="1">
        <Text
          as="span"
          color={s.nearDeadline ? 'error.fg' : undefined}
          fontWeight={s.nearDeadline ? 'bold' : undefined}
        >
          {formatDay(deadlineOf(s)) ?? DASH}
        </Text>
        {s.nearDeadline ? (
          <Badge colorPalette="error" data-testid="near-deadline">
            {T.nearDeadline}
          </Badge>
        ) : null}
      </HStack>
    ),
    sortValue: (s) => deadlineOf(s),
  },
  {
    key: 'fee',
    header: C.fee,
    numeric: true,
    render: (s) => <MoneyText value={s.shippingFee + s.pickupFee} />,
    sortValue: (s) => s.shippingFee + s.pickupFee,
  },
  {
    key: 'cod',
    header: C.cod,
    numeric: true,
    render: (s) => <MoneyText value={s.codAmount} />,
    sortValue: (s) => s.codAmount,
  },
  {
    key: 'createdAt',
    header: C.createdAt,
    render: (s) => <DateText value={s.createdAt} />,
    sortValue: (s) => s.createdAt,
  },
  {
    key: 'actions',
    header: PARCEL_LIST_TEXT.actions,
    // A parcel not yet dropped off can still be edited, on the page of its kind.
    render: (s) =>
      s.status === 'CREATED' ? (
        <ChakraLink asChild color="primary.fg">
          <Link to={editPath(s)}>{PARCEL_LIST_TEXT.edit}</Link>
        </ChakraLink>
      ) : null,
  },
];

const defaults = (): ShipmentFilterValues => ({ status: '', service: '', from: taiwanDay(-2), to: taiwanDay(0) });

/** /auth/shipping/list 包裹管理: shipments by status, service and date; deadlines near their end stand out. */
export function ShipmentListView() {
  const [initial] = useState(defaults);
  const [filter, setFilter] = useState<ShipmentFilterValues>(initial);
  const { data, loading, error, refetch, fetchMore } = useShipmentsQuery({
    variables: {
      filter: {
        status: (filter.status || null) as ShipmentStatus | null,
        service: filter.service || null,
        from: filter.from || null,
        to: filter.to || null,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const more = useMorePages(fetchMore, data?.shipments, 'shipments');
  const create = (
    <RouteButton to="shipping.logistics.list" colorPalette="primary" size="sm">
      {T.create}
    </RouteButton>
  );
  return (
    <PageFrame title={T.listTitle} action={create}>
      <ShipmentFilters value={filter} reset={initial} onChange={setFilter} />
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={LOGISTICS_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <Stack gap="2">
          <DataTable
            rows={data.shipments.items}
            columns={COLUMNS}
            rowKey={(s) => s.id}
            rowTestId="shipment-row"
            tableTestId="shipment-list"
            initialSort={{ key: 'createdAt', direction: 'desc' }}
            empty={<EmptyState message={filter.status || filter.service ? T.empty : T.emptyAll} action={create} />}
          />
          <LoadMore {...more} shown={data.shipments.items.length} />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
