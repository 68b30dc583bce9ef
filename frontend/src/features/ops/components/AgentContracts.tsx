import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { AGENT_CONTRACT_STATUS_LIST } from '@paydesk/shared/agency-statuses';
import { useState } from 'react';
import { Field } from '../../../components/chakra/field';
import { Input } from '../../../components/chakra/input';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { FormErrorAlert } from '../../../components/LoadState';
import { DateText } from '../../../components/MoneyText';
import {
  useAgentContractsOfQuery,
  useCloseAgentShareMonthMutation,
  useSetAgentContractMutation,
} from '../../../graphql/documents/ops';
import type { AgentContractsOfQuery } from '../../../graphql/generated';
import { formatDay, formatMoney } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { toContractInput, type ContractValues } from '../agent-contract.schema';
import { ratesText } from '../agent-rates';
import { AgentContractForm } from '../components/AgentContractForm';
import { OpsListSkeleton, OpsLoadError } from '../components/OpsShell';
import { OPS_TEXT } from '../text';

const T = OPS_TEXT.agents;
type Contract = AgentContractsOfQuery['agentContractsOf'][number];

const COLUMNS: Column<Contract>[] = [
  { key: 'startsOn', header: T.startsOn, render: (c) => formatDay(c.startsOn), sortValue: (c) => c.startsOn },
  { key: 'endsOn', header: T.endsOn, render: (c) => formatDay(c.endsOn) ?? '-', sortValue: (c) => c.endsOn },
  { key: 'status', header: T.status, render: (c) => AGENT_CONTRACT_STATUS_LIST.label(c.status) },
  {
    key: 'rates',
    header: T.ratesShort,
    wrap: true,
    render: (c) => ratesText(c.rates),
  },
  { key: 'note', header: T.note, render: (c) => c.note || '-', wrap: true },
  { key: 'createdBy', header: T.createdBy, render: (c) => c.createdBy },
  {
    key: 'createdAt',
    header: '',
    render: (c) => <DateText value={c.createdAt} withTime />,
    sortValue: (c) => c.createdAt,
  },
];

/** The last ended month as YYYY-MM (Taiwan time), the usual month to close. */
function lastMonth(): string {
  const d = new Date(Date.now() + 8 * 3_600_000);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

/** An agent's contract versions, a new version and closing an ended month. */
export function AgentContracts({
  agentMemberId,
  whose,
  onSaved,
}: {
  agentMemberId: number;
  whose: string;
  onSaved: () => Promise<unknown>;
}) {
  const q = useAgentContractsOfQuery({ variables: { agentMemberId }, fetchPolicy: 'network-only' });
  const [setContract] = useSetAgentContractMutation();
  const [close] = useCloseAgentShareMonthMutation();
  const [month, setMonth] = useState(lastMonth);
  const [asking, setAsking] = useState(false);
  const [closing, setClosing] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);

  const save = async (values: ContractValues) => {
    try {
      const { data } = await setContract({ variables: { agentMemberId, input: toContractInput(values) } });
      const payload = data?.setAgentContract;
      if (payload?.contract) {
        showToast(T.saved, 'success');
        await Promise.all([q.refetch(), onSaved()]);
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ message: OPS_TEXT.saveError }];
    } catch {
      return [{ message: OPS_TEXT.saveError }];
    }
  };
  const closeMonth = async () => {
    setClosing(true);
    setCloseError(null);
    try {
      const { data } = await close({ variables: { agentMemberId, month } });
      const payload = data?.closeAgentShareMonth;
      if (payload && !payload.errors.length) showToast(T.closed(formatMoney(payload.paid ?? 0)), 'success');
      else setCloseError(payload?.errors[0]?.message ?? OPS_TEXT.saveError);
    } catch {
      setCloseError(OPS_TEXT.saveError);
    } finally {
      setClosing(false);
      setAsking(false);
    }
  };

  const contracts = q.data?.agentContractsOf ?? [];
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.contracts}
        </Heading>
        {q.loading && !q.data ? <OpsListSkeleton /> : null}
        {q.error && !q.data ? <OpsLoadError onRetry={() => void q.refetch()} /> : null}
        {q.data && !contracts.length ? <EmptyState message={T.none} /> : null}
        {contracts.length ? (
          <DataTable
            rows={contracts}
            columns={COLUMNS}
            rowKey={(c) => c.id}
            empty={T.none}
            tableTestId="agent-contracts"
          />
        ) : null}
      </Stack>
      <AgentContractForm whose={whose} onSubmit={save} />
      <Stack gap="3" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md">
          {T.close}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {T.closeHint}
        </Text>
        <FormErrorAlert message={closeError} />
        <HStack align="flex-end" gap="3" wrap="wrap">
          <Field.Root maxW="48">
            <Field.Label>{T.month}</Field.Label>
            <Input type="month" aria-label={T.month} value={month} onChange={(e) => setMonth(e.target.value)} />
          </Field.Root>
          <Button variant="outline" colorPalette="primary" disabled={!month} onClick={() => setAsking(true)}>
            {T.closeButton}
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={T.close}
        message={T.closeAsk(month, whose)}
        confirmLabel={T.closeButton}
        busy={closing}
        onCancel={() => setAsking(false)}
        onConfirm={() => void closeMonth()}
      />
    </Stack>
  );
}
