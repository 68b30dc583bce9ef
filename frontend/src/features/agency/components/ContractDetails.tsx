import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateText } from '../../../components/MoneyText';
import { ContractStatusBadge } from './AgencyBadges';
import type { AgentContractFieldsFragment } from '../../../graphql/generated';
import { formatDay } from '../../../lib/money-format';
import { AGENCY_TEXT } from '../text';
import type { ReactNode } from 'react';

const T = AGENCY_TEXT.contract;

/** '信用卡 20%、ATM 0.35%' in the shared pay-type names, in percent as the gateway wrote it (shared/share-rates). */
export function ratesText(rates: AgentContractFieldsFragment['rates']): string {
  return rates.length ? rates.map((r) => `${PAY_TYPE_LIST.label(r.payType)} ${r.percent}%`).join('、') : '-';
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </Box>
  );
}

/** The contract in force: dates, settlement cycle and the share of the platform fee per pay type. */
export function ContractCard({ contract }: { contract: AgentContractFieldsFragment }) {
  return (
    <Stack
      gap="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      p={{ base: '4', md: '6' }}
      data-testid="contract-current"
    >
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          {T.current}
        </Heading>
        <ContractStatusBadge status={contract.status} />
      </HStack>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Pair label={T.startsOn}>{formatDay(contract.startsOn)}</Pair>
        <Pair label={T.endsOn}>{formatDay(contract.endsOn) ?? T.noEnd}</Pair>
        <Pair label={T.cycle}>{AGENCY_TEXT.cycles[contract.settlementCycle] ?? contract.settlementCycle}</Pair>
      </Grid>
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {T.rates}
        </Text>
        <Grid as="dl" templateColumns="auto auto" justifyContent="start" columnGap="6" rowGap="1" m="0">
          {contract.rates.map((r) => (
            <Box key={r.payType} display="contents">
              <Text as="dt">{PAY_TYPE_LIST.label(r.payType)}</Text>
              <Text as="dd" m="0" fontVariantNumeric="tabular-nums" textAlign="right">
                {r.percent}%
              </Text>
            </Box>
          ))}
        </Grid>
      </Stack>
      {contract.note ? <Pair label={T.note}>{contract.note}</Pair> : null}
    </Stack>
  );
}

type Contract = AgentContractFieldsFragment;

export const CONTRACT_COLUMNS: Column<Contract>[] = [
  { key: 'startsOn', header: T.startsOn, render: (c) => formatDay(c.startsOn), sortValue: (c) => c.startsOn },
  { key: 'endsOn', header: T.endsOn, render: (c) => formatDay(c.endsOn) ?? '-', sortValue: (c) => c.endsOn },
  { key: 'status', header: T.status, render: (c) => <ContractStatusBadge status={c.status} /> },
  { key: 'rates', header: T.ratesShort, render: (c) => ratesText(c.rates), wrap: true },
  { key: 'note', header: T.note, render: (c) => c.note || '-', wrap: true },
  {
    key: 'createdAt',
    header: T.createdAt,
    render: (c) => <DateText value={c.createdAt} withTime />,
    sortValue: (c) => c.createdAt,
  },
];

export function ContractHistory({ contracts }: { contracts: readonly Contract[] }) {
  return (
    <DataTable
      rows={contracts}
      columns={CONTRACT_COLUMNS}
      rowKey={(c) => c.id}
      empty={T.none}
      tableTestId="contract-history"
    />
  );
}
