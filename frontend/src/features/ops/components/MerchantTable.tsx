import { Text } from '@chakra-ui/react';
import { JKO_STATUS_LIST } from '@paydesk/shared/jko-statuses';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import type { Column } from '../../../components/DataTable';
import { DateText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import type { OpsMerchantsQuery } from '../../../graphql/generated';
import { OPS_TEXT } from '../text';

export type OpsMerchantRow = OpsMerchantsQuery['opsMerchants']['items'][number];

/** Shops with their owners and SPEC §3 status badges (the queue adds the button that opens a row). */
export const MERCHANT_COLUMNS: Column<OpsMerchantRow>[] = [
  {
    key: 'name',
    header: OPS_TEXT.shopName,
    render: (row) => <Text fontWeight="semibold">{row.merchant.name}</Text>,
    sortValue: (row) => row.merchant.name,
  },
  {
    key: 'owner',
    header: OPS_TEXT.owner,
    render: (row) => (
      <>
        {row.ownerName}
        <Text as="span" color="fg.muted" ms="1">
          {row.ownerLoginName}
        </Text>
      </>
    ),
    sortValue: (row) => row.ownerName,
  },
  {
    key: 'status',
    header: OPS_TEXT.status,
    render: (row) => <StatusBadge list={MERCHANT_STATUS_LIST} value={row.merchant.status} />,
    sortValue: (row) => MERCHANT_STATUS_LIST.label(row.merchant.status),
  },
  {
    key: 'jko',
    header: OPS_TEXT.jko,
    render: (row) =>
      row.merchant.jkoStatus !== 'NONE' ? <StatusBadge list={JKO_STATUS_LIST} value={row.merchant.jkoStatus} /> : '-',
  },
  {
    key: 'created',
    header: OPS_TEXT.createdAt,
    render: (row) => <DateText value={row.merchant.createdAt} />,
    sortValue: (row) => row.merchant.createdAt,
  },
];
