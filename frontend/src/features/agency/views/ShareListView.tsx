import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { useAgentShareSummaryQuery } from '../../../graphql/documents/agency';
import { AgencyFrame } from '../components/AgencyFrame';
import { MonthField } from '../components/MonthField';
import { ShareSummaryPanel } from '../components/ShareSummaryPanel';
import { thisMonth } from '../month';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.share;

/** /auth/pf/shared/list: a month's shared profit per partner and pay type, and the last 12 months. */
export function ShareListView() {
  const [month, setMonth] = useState(thisMonth);
  const { data, loading, error, refetch } = useAgentShareSummaryQuery({
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.agentShareSummary;
  return (
    <AgencyFrame title={T.listTitle} lead={T.scope}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <MonthField value={month} onChange={setMonth} />
        <Button asChild variant="outline">
          <Link to={`${pathTo('pf.shared.detail')}?month=${month}`}>{T.detailLink}</Link>
        </Button>
      </HStack>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={AGENCY_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data && !summary ? <EmptyState message={T.empty} /> : null}
      {summary ? <ShareSummaryPanel data={summary} /> : null}
    </AgencyFrame>
  );
}
