import { LOGISTICS_SERVICE_GROUPS, type LogisticsServiceGroup } from '@paydesk/shared/shipment-statuses';
import { LOGISTICS_APPLICATION_STATUS_LIST } from '@paydesk/shared/logistics-statuses';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import type { LogisticsApplicationFieldsFragment } from '../../../graphql/generated';
import { APPLY_TEXT } from '../text';

type Application = LogisticsApplicationFieldsFragment;
const C = APPLY_TEXT.columns;

export const servicesText = (services: readonly string[]) =>
  services.map((s) => LOGISTICS_SERVICE_GROUPS[s as LogisticsServiceGroup] ?? s).join('、');

const COLUMNS: Column<Application>[] = [
  { key: 'merchant', header: C.merchant, render: (a) => a.merchantName, sortValue: (a) => a.merchantName },
  { key: 'services', header: C.services, render: (a) => servicesText(a.services), wrap: true },
  { key: 'sender', header: C.sender, render: (a) => `${a.senderName} ${a.senderMobile}` },
  {
    key: 'status',
    header: C.status,
    render: (a) => <StatusBadge list={LOGISTICS_APPLICATION_STATUS_LIST} value={a.status} />,
    sortValue: (a) => a.status,
  },
  { key: 'reason', header: C.reason, render: (a) => a.reason || '-', wrap: true },
  {
    key: 'createdAt',
    header: C.createdAt,
    render: (a) => <DateText value={a.createdAt} />,
    sortValue: (a) => a.createdAt,
  },
];

/** The member's logistics applications with their review status and reason. */
export function ApplicationTable({ rows, empty }: { rows: readonly Application[]; empty: string }) {
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      rowKey={(a) => a.id}
      empty={empty}
      rowTestId="application-row"
      initialSort={{ key: 'createdAt', direction: 'desc' }}
    />
  );
}
