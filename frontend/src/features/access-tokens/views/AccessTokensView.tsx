import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import {
  AccessTokensDocument,
  useAccessTokensQuery,
  useCreateAccessTokenMutation,
  useRevokeAccessTokenMutation,
} from '../../../graphql/documents/access-tokens';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { AccessTokenFieldsFragment } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { SecretBox } from '../components/SecretBox';
import { TokenForm } from '../components/TokenForm';
import { TokenTable } from '../components/TokenTable';
import type { TokenValues } from '../token.schema';
import { TOKEN_TEXT } from '../text';

/** /auth/member/tokens: the account holder's tokens for tools; a new secret is shown once, in this page's state only. */
export function AccessTokensView() {
  const viewer = useViewerQuery().data?.viewer;
  const list = useAccessTokensQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(list.fetchMore, list.data?.accessTokens, 'accessTokens');
  const tokens = list.data?.accessTokens.items;
  const [create] = useCreateAccessTokenMutation({ refetchQueries: [AccessTokensDocument] });
  const [revoke] = useRevokeAccessTokenMutation({ refetchQueries: [AccessTokensDocument] });
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<AccessTokenFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: TokenValues) => {
    try {
      const { data } = await create({
        variables: { input: { name: values.name, scopes: values.scopes, expiresInDays: Number(values.expiresInDays) } },
      });
      const payload = data?.createAccessToken;
      if (payload?.secret) {
        setSecret(payload.secret);
        showToast(TOKEN_TEXT.created, 'success');
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ message: TOKEN_TEXT.saveError }];
    } catch {
      return [{ message: TOKEN_TEXT.saveError }];
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      const { data } = await revoke({ variables: { id: revoking.id } });
      const error = data?.revokeAccessToken.errors[0]?.message;
      showToast(error ?? TOKEN_TEXT.revokedDone, error ? 'error' : 'success');
    } catch {
      showToast(TOKEN_TEXT.saveError, 'error');
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {TOKEN_TEXT.title}
        </Heading>
        <Text color="fg.muted">{TOKEN_TEXT.lead}</Text>
        <ChakraLink asChild color="primary.fg" alignSelf="start">
          <Link to={pathTo('home.developers')}>{TOKEN_TEXT.docs}</Link>
        </ChakraLink>
      </Stack>
      {secret ? <SecretBox secret={secret} onDone={() => setSecret(null)} /> : null}
      <Stack gap="3" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md">
          {TOKEN_TEXT.createTitle}
        </Heading>
        <TokenForm data={{ isAgent: Boolean(viewer?.isPlatform) }} onSubmit={submit} />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {TOKEN_TEXT.listTitle}
        </Heading>
        {list.loading && !list.data ? <ListSkeleton /> : null}
        {list.error && !list.data ? <LoadError message={TOKEN_TEXT.loadError} onRetry={() => list.refetch()} /> : null}
        {tokens ? <TokenTable data={tokens} onRevoke={setRevoking} /> : null}
        <LoadMore {...more} shown={tokens?.length ?? 0} />
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        title={TOKEN_TEXT.revokeTitle}
        message={TOKEN_TEXT.revokeAsk(revoking?.name ?? '')}
        confirmLabel={TOKEN_TEXT.revoke}
        tone="error"
        busy={busy}
        onCancel={() => setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
      />
    </Stack>
  );
}
