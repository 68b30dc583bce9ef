import { DateText, MoneyText } from '../../../components/MoneyText';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadError } from '../../../components/LoadState';
import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CSV_EXPORTS } from '@paydesk/shared/csv-exports';
import { CsvExportLink } from '../../../components/CsvExportLink';
import { useState } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import {
  useAdvanceSettlementClockMutation,
  useAuditTrailQuery,
  useBalanceQuery,
  useLedgerLinesQuery,
} from '../../../graphql/documents/bill';
import type { BalanceQuery } from '../../../graphql/generated';
import { formatMoney } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { LedgerTable } from '../../../components/LedgerTable';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { AuditList } from '../../../components/AuditList';
import { BILL_TEXT } from '../text';
import { SandboxClock } from '../components/SandboxClock';

type Account = 'trust' | 'held' | 'withdrawing';

type Pending = BalanceQuery['balance']['pendingItems'][number];

const PENDING_COLUMNS: Column<Pending>[] = [
  { key: 'tradeNo', header: BILL_TEXT.pendingTradeNo, render: (i) => i.tradeNo, sortValue: (i) => i.tradeNo },
  {
    key: 'amount',
    header: BILL_TEXT.pendingAmount,
    numeric: true,
    render: (i) => <MoneyText value={i.amount} />,
    sortValue: (i) => i.amount,
  },
  { key: 'fee', header: BILL_TEXT.pendingFee, numeric: true, render: (i) => <MoneyText value={i.fee} /> },
  {
    key: 'inTrust',
    header: BILL_TEXT.inTrust,
    numeric: true,
    render: (i) => <MoneyText value={i.inTrust} />,
    sortValue: (i) => i.inTrust,
  },
  {
    key: 'release',
    header: BILL_TEXT.releaseAt,
    render: (i) => <DateText value={i.settleDueAt} />,
    sortValue: (i) => i.settleDueAt,
  },
];
function Figure({
  label,
  hint,
  amount,
  active,
  onClick,
  testId,
  note,
}: {
  label: string;
  hint: string;
  amount: number;
  active: boolean;
  onClick: () => void;
  testId: string;
  note?: string;
}) {
  return (
    <Box
      as="button"
      textAlign="start"
      onClick={onClick}
      bg="bg"
      borderWidth="2px"
      borderColor={active ? 'primary.solid' : 'border'}
      borderRadius="xl"
      p="5"
      data-testid={testId}
    >
      <Text color="fg.muted">{label}</Text>
      <MoneyText display="block" fontSize="3xl" fontWeight="bold" value={amount} />
      <Text fontSize="sm" color="fg.muted">
        {hint}
      </Text>
      {note ? (
        <Text fontSize="sm" color="accent.fg">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}

function Lines({ account, label }: { account: Account; label: string }) {
  const { data, loading, error, refetch, fetchMore } = useLedgerLinesQuery({
    variables: { account },
    fetchPolicy: 'network-only',
  });
  const more = useMorePages(fetchMore, data?.ledgerLines, 'ledgerLines');
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError message={BILL_TEXT.loadError} onRetry={() => refetch()} />;
  const lines = data?.ledgerLines.items ?? [];
  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {BILL_TEXT.lines(label)}
        </Heading>
        <CsvExportLink path={CSV_EXPORTS.ledger.path} query={{ account }} label={BILL_TEXT.exportLines} />
      </HStack>
      <LedgerTable data={lines} empty={BILL_TEXT.noLines} />
      <LoadMore {...more} shown={lines.length} />
    </Stack>
  );
}

function Audit() {
  const { data, fetchMore } = useAuditTrailQuery({ fetchPolicy: 'network-only' });
  const more = useMorePages(fetchMore, data?.auditTrail, 'auditTrail');
  const records = data?.auditTrail.items ?? [];
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {BILL_TEXT.audit}
      </Heading>
      {data ? <AuditList data={records} /> : <PageSpinner />}
      <LoadMore {...more} shown={records.length} />
    </Stack>
  );
}

/** /auth/bill/detail: pending, available and withdrawing, each explained down to its transactions and entries. */
export function BillDetailView() {
  const { data, loading, error, refetch } = useBalanceQuery({ fetchPolicy: 'cache-and-network' });
  const [advance, { loading: advancing }] = useAdvanceSettlementClockMutation();
  const [account, setAccount] = useState<Account>('trust');
  const [version, setVersion] = useState(0);
  if (loading && !data) return <PageSpinner />;
  if (error || !data) {
    return <LoadError message={BILL_TEXT.loadError} onRetry={() => refetch()} />;
  }
  const b = data.balance;
  const labels: Record<Account, string> = {
    trust: BILL_TEXT.pending,
    held: BILL_TEXT.available,
    withdrawing: BILL_TEXT.withdrawing,
  };
  const onAdvance = async (days: number) => {
    const { data: res } = await advance({ variables: { days } });
    if (res?.advanceSettlementClock.errors.length) showToast(res.advanceSettlementClock.errors[0]?.message ?? '');
    else showToast(BILL_TEXT.advanced(res?.advanceSettlementClock.settled ?? 0), 'success');
    await refetch();
    setVersion((v) => v + 1);
  };
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {BILL_TEXT.detailTitle}
      </Heading>
      <Text color="fg.muted">{BILL_TEXT.explain}</Text>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Figure
          testId="figure-pending"
          label={BILL_TEXT.pending}
          hint={BILL_TEXT.pendingHint}
          amount={b.pending}
          active={account === 'trust'}
          onClick={() => setAccount('trust')}
        />
        <Figure
          testId="figure-available"
          label={BILL_TEXT.available}
          hint={BILL_TEXT.availableHint}
          amount={b.available}
          active={account === 'held'}
          onClick={() => setAccount('held')}
          note={b.reservedRefunds ? BILL_TEXT.reserved(formatMoney(b.reservedRefunds)) : undefined}
        />
        <Figure
          testId="figure-withdrawing"
          label={BILL_TEXT.withdrawing}
          hint={BILL_TEXT.withdrawingHint}
          amount={b.withdrawing}
          active={account === 'withdrawing'}
          onClick={() => setAccount('withdrawing')}
        />
      </Grid>
      {b.sandbox ? <SandboxClock offsetDays={b.clockOffsetDays} busy={advancing} onAdvance={onAdvance} /> : null}
      {account === 'trust' && b.pendingItems.length ? (
        <Stack gap="2">
          <Heading as="h2" size="md">
            {BILL_TEXT.pendingItems}
          </Heading>
          <DataTable rows={b.pendingItems} columns={PENDING_COLUMNS} rowKey={(i) => i.tradeNo} empty={null} />
        </Stack>
      ) : null}
      <Lines key={`${account}-${version}`} account={account} label={labels[account]} />
      <Audit key={`audit-${version}`} />
    </Stack>
  );
}
