import { CSV_EXPORTS } from '@paydesk/shared/csv-exports';
import { CsvExportLink } from '../../../components/CsvExportLink';
import { Stack } from '@chakra-ui/react';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { usePeriodChargesQuery } from '../../../graphql/documents/recurring';
import { ChargeTable } from '../components/ChargeTable';
import { PageFrame } from '../../../components/PageFrame';
import { CHARGE_TEXT, SUBSCRIPTION_TEXT } from '../text';

/** /auth/period/transaction: every charge attempt of the seller's subscriptions, newest first. */
export function PeriodChargesView() {
  const { data, loading, error, refetch, fetchMore } = usePeriodChargesQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(fetchMore, data?.periodCharges, 'periodCharges');
  return (
    <PageFrame
      title={SUBSCRIPTION_TEXT.transactionsTitle}
      action={<CsvExportLink path={CSV_EXPORTS.periodCharges.path} label={SUBSCRIPTION_TEXT.exportCharges} />}
    >
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={SUBSCRIPTION_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <Stack gap="2">
          <ChargeTable charges={data.periodCharges.items} empty={CHARGE_TEXT.empty} withSubscription />
          <LoadMore {...more} shown={data.periodCharges.items.length} />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
