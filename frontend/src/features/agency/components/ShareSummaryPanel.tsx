import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { MoneyText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import type { AgentShareSummaryQuery } from '../../../graphql/generated';
import { formatMoney } from '../../../lib/money-format';
import { AGENCY_TEXT } from '../text';
import { ShareChart } from './ShareChart';

type Summary = NonNullable<AgentShareSummaryQuery['agentShareSummary']>;
type Row = Summary['rows'][number];
const T = AGENCY_TEXT.share;

const COLUMNS: Column<Row>[] = [
  { key: 'partner', header: T.partner, render: (r) => r.merchantName, sortValue: (r) => r.merchantName },
  {
    key: 'payType',
    header: T.payType,
    render: (r) => PAY_TYPE_LIST.label(r.payType),
    sortValue: (r) => PAY_TYPE_LIST.label(r.payType),
  },
  { key: 'count', header: T.count, numeric: true, render: (r) => r.count, sortValue: (r) => r.count },
  {
    key: 'volume',
    header: T.volume,
    numeric: true,
    render: (r) => <MoneyText value={r.volume} />,
    sortValue: (r) => r.volume,
  },
  {
    key: 'fee',
    header: T.platformFee,
    numeric: true,
    render: (r) => <MoneyText value={r.platformFee} />,
    sortValue: (r) => r.platformFee,
  },
  {
    key: 'share',
    header: T.share,
    numeric: true,
    render: (r) => <MoneyText value={r.share} />,
    sortValue: (r) => r.share,
  },
];

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg" p="4" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {label === T.count ? value : formatMoney(value)}
      </Text>
    </Box>
  );
}

/** A month's shared profit: totals, closed/paid state, the partner × pay type table and a 12-month chart. */
export function ShareSummaryPanel({ data }: { data: Summary }) {
  const sum = (pick: (r: Row) => number) => data.rows.reduce((total, r) => total + pick(r), 0);
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <ToneBadge
          data-testid="share-closed"
          tone={data.closed ? 'success' : 'accent'}
          label={data.closed ? T.closed : T.open}
        />
        {data.closed && data.paid != null ? <Text color="fg.muted">{T.paid(formatMoney(data.paid))}</Text> : null}
      </HStack>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
        <Figure label={T.total} value={data.share} testId="share-total" />
        <Figure label={T.volume} value={sum((r) => r.volume)} testId="share-volume" />
        <Figure label={T.platformFee} value={sum((r) => r.platformFee)} testId="share-fee" />
        <Figure label={T.count} value={sum((r) => r.count)} testId="share-count" />
      </Grid>
      {data.rows.length ? (
        <DataTable
          rows={data.rows}
          columns={COLUMNS}
          rowKey={(r) => `${r.partnerMemberId}-${r.payType}`}
          empty={T.empty}
          rowTestId="share-row"
          tableTestId="share-table"
        />
      ) : (
        <EmptyState message={T.empty} />
      )}
      <ShareChart data={data.lastMonths} current={data.month} />
    </Stack>
  );
}
