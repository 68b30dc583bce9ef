import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { OpsPage } from '../../../components/OpsQueue';
import { SecretBox } from '../../../components/SecretBox';
import {
  OperatorTokensDocument,
  useCreateOperatorTokenMutation,
  useOperatorTokensQuery,
  useRevokeOperatorTokenMutation,
} from '../../../graphql/documents/operator-tokens';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { OperatorTokenFieldsFragment } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { OperatorTokenForm } from '../components/OperatorTokenForm';
import { OperatorTokenTable } from '../components/OperatorTokenTable';
import { TokenUseLog } from '../components/TokenUseLog';
import type { OperatorTokenValues } from '../operator-token.schema';
import { OPERATOR_TOKEN_TEXT as T } from '../text';

const SECRET_WORDS = { title: T.secretTitle, warning: T.secretWarning, copy: T.copy, copied: T.copied, close: T.done };

/** /ops/tokens: an operator's tokens for internal tools; a new secret is shown once, in this page's state only. */
export function OperatorTokensView() {
  const viewer = useViewerQuery();
  const isOperator = viewer.loading && !viewer.data ? null : viewer.data?.viewer?.kind === 'OPERATOR';
  const list = useOperatorTokensQuery({ skip: !isOperator, fetchPolicy: 'cache-and-network' });
  const more = useMorePages(list.fetchMore, list.data?.operatorTokens, 'operatorTokens');
  const tokens = list.data?.operatorTokens.items;
  const [create] = useCreateOperatorTokenMutation({ refetchQueries: [OperatorTokensDocument] });
  const [revoke] = useRevokeOperatorTokenMutation({ refetchQueries: [OperatorTokensDocument] });
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<OperatorTokenFieldsFragment | null>(null);
  const [showing, setShowing] = useState<OperatorTokenFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: OperatorTokenValues) => {
    try {
      const { data } = await create({
        variables: { input: { name: values.name, scopes: values.scopes, expiresInDays: Number(values.expiresInDays) } },
      });
      const payload = data?.createOperatorToken;
      if (payload?.secret) {
        setSecret(payload.secret);
        showToast(T.created, 'success');
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ message: T.saveError }];
    } catch {
      return [{ message: T.saveError }];
    }
  };

  // The log and the list's last use are read together, so a tool's latest request shows in both.
  const openUses = (token: OperatorTokenFieldsFragment) => {
    setShowing(token);
    void list.refetch().catch(() => undefined);
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      const { data } = await revoke({ variables: { id: revoking.id } });
      const error = data?.revokeOperatorToken.errors[0]?.message;
      showToast(error ?? T.revokedDone, error ? 'error' : 'success');
    } catch {
      showToast(T.saveError, 'error');
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <OpsPage
      isOperator={isOperator}
      title={T.title}
      subtitle={T.subtitle}
      notOperator={T.notOperator}
      loginLabel={T.login}
    >
      <Stack gap="6">
        {secret ? (
          <SecretBox
            secret={secret}
            onClose={() => setSecret(null)}
            testId="operator-token-secret"
            words={SECRET_WORDS}
          />
        ) : null}
        <Stack gap="3" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }}>
          <Heading as="h2" size="md">
            {T.createTitle}
          </Heading>
          <OperatorTokenForm onSubmit={submit} />
        </Stack>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {T.listTitle}
          </Heading>
          {list.loading && !list.data ? <ListSkeleton /> : null}
          {list.error && !list.data ? <LoadError message={T.loadError} onRetry={() => list.refetch()} /> : null}
          {tokens ? <OperatorTokenTable data={tokens} onRevoke={setRevoking} onUses={openUses} /> : null}
          <LoadMore {...more} shown={tokens?.length ?? 0} />
        </Stack>
        {showing ? <TokenUseLog key={showing.id} token={showing} onClose={() => setShowing(null)} /> : null}
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        title={T.revokeTitle}
        message={T.revokeAsk(revoking?.name ?? '')}
        confirmLabel={T.revoke}
        tone="error"
        busy={busy}
        onCancel={() => setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
      />
    </OpsPage>
  );
}
