import { Button, HStack } from '@chakra-ui/react';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { useAgentShareDetailQuery } from '../../../graphql/documents/agency';
import type { AgentShareDetailQuery } from '../../../graphql/generated';
import { buildUrl } from '../../../lib/http';
import { AgencyFrame } from '../components/AgencyFrame';
import { MonthField } from '../components/MonthField';
import { thisMonth } from '../month';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.share;
type Line = AgentShareDetailQuery['agentShareDetail']['items'][number];

const COLUMNS: Column<Line>[] = [
  { key: 'at', header: T.at, render: (l) => <DateText value={l.at} withTime />, sortValue: (l) => l.at },
  { key: 'kind', header: T.kind, render: (l) => T.kinds[l.kind], sortValue: (l) => l.kind },
  { key: 'tradeNo', header: T.tradeNo, render: (l) => l.tradeNo, sortValue: (l) => l.tradeNo },
  { key: 'partner', header: T.partner, render: (l) => l.merchantName, sortValue: (l) => l.merchantName },
  { key: 'payType', header: T.payType, render: (l) => PAY_TYPE_LIST.label(l.payType) },
  {
    key: 'amount',
    header: T.amount,
    numeric: true,
    render: (l) => <MoneyText value={l.amount} />,
    sortValue: (l) => l.amount,
  },
  {
    key: 'fee',
    header: T.platformFee,
    numeric: true,
    render: (l) => <MoneyText value={l.platformFee} />,
    sortValue: (l) => l.platformFee,
  },
  {
    key: 'share',
    header: T.share,
    numeric: true,
    render: (l) => <MoneyText value={l.share} />,
    sortValue: (l) => l.share,
  },
];

/** /auth/pf/shared/detail?month=YYYY-MM: every payment and refund that makes up a month's share. */
export function ShareDetailView() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = /^\d{4}-\d{2}$/.test(asked) ? asked : thisMonth();
  const { data, loading, error, refetch, fetchMore } = useAgentShareDetailQuery({
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  const more = useMorePages(fetchMore, data?.agentShareDetail, 'agentShareDetail');
  const lines = data?.agentShareDetail.items ?? [];
  return (
    <AgencyFrame title={T.detailTitle} lead={T.scope}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <MonthField value={month} onChange={(m) => setParams({ month: m }, { replace: true })} />
        <Button asChild variant="outline">
          <a href={buildUrl('/api/pf/shared/detail.csv', { month })} download>
            {T.csv}
          </a>
        </Button>
      </HStack>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={AGENCY_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data && !lines.length ? <EmptyState message={T.detailEmpty} /> : null}
      {lines.length ? (
        <DataTable
          rows={lines}
          columns={COLUMNS}
          rowKey={(l) => `${l.kind}-${l.tradeNo}-${l.at}`}
          empty={T.detailEmpty}
          pageSize={50}
          rowTestId="share-detail-row"
          tableTestId="share-detail"
        />
      ) : null}
      <LoadMore {...more} shown={lines.length} />
    </AgencyFrame>
  );
}
