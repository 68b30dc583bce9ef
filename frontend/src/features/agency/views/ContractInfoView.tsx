import { Heading, Stack } from '@chakra-ui/react';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { useAgentContractQuery } from '../../../graphql/documents/agency';
import { AgencyFrame } from '../components/AgencyFrame';
import { ContractCard, ContractHistory } from '../components/ContractDetails';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.contract;

/** /auth/pf/contract_info: the contract in force and every version before it. */
export function ContractInfoView() {
  const { data, loading, error, refetch } = useAgentContractQuery({ fetchPolicy: 'cache-and-network' });
  const contracts = data?.agentContract ?? [];
  const current = contracts.find((c) => c.status === 'ACTIVE');
  return (
    <AgencyFrame title={T.title}>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={AGENCY_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data && !contracts.length ? <EmptyState message={T.none} /> : null}
      {current ? <ContractCard contract={current} /> : null}
      {data && contracts.length && !current ? <EmptyState message={T.none} /> : null}
      {contracts.length ? (
        <Stack gap="3">
          <Heading as="h2" size="md">
            {T.history}
          </Heading>
          <ContractHistory contracts={contracts} />
        </Stack>
      ) : null}
    </AgencyFrame>
  );
}
