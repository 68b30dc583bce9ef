import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { useAgentContractQuery, useRequestAgentContractMutation } from '../../../graphql/documents/agency';
import { showToast } from '../../../lib/toast';
import { AgencyFrame } from '../components/AgencyFrame';
import { ContractCard, ContractHistory } from '../components/ContractDetails';
import { ContractRequestCard } from '../components/ContractRequestCard';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.contract;

/** /auth/pf/contract_info: the contract in force and every version before it, or how to ask for one. */
export function ContractInfoView() {
  const { data, loading, error, refetch } = useAgentContractQuery({ fetchPolicy: 'cache-and-network' });
  const [request] = useRequestAgentContractMutation();
  const [busy, setBusy] = useState(false);
  const contracts = data?.agentContract ?? [];
  const current = contracts.find((c) => c.status === 'ACTIVE');
  const waiting = contracts.some((c) => c.status === 'SCHEDULED');

  const ask = async () => {
    setBusy(true);
    try {
      const res = await request();
      const payload = res.data?.requestAgentContract;
      if (payload && !payload.errors.length) showToast(T.requestSent, 'success');
      else showToast(payload?.errors[0]?.message ?? AGENCY_TEXT.saveError, 'error');
      await refetch();
    } catch {
      showToast(AGENCY_TEXT.saveError, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AgencyFrame title={T.title}>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={AGENCY_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {current ? <ContractCard contract={current} /> : null}
      {data && !current && !waiting ? (
        <ContractRequestCard requestedAt={data.agentContractRequest} busy={busy} onRequest={() => void ask()} />
      ) : null}
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
