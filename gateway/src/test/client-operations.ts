/**
 * The client's operations the gateway tests send, typed by the frontend's generated operation types. One line per
 * document, `XDocument = doc<Ops.Data, Ops.Variables>('XDocument')`; client-documents.test.ts checks each line names
 * the types the generated module declares for that document.
 */
import type * as Ops from '../../../frontend/src/graphql/generated.js' with { 'resolution-mode': 'import' };
import { clientDocument as doc } from './client-documents';

export const LoginDocument = doc<Ops.LoginMutation, Ops.LoginMutationVariables>('LoginDocument');
export const AccessTokensDocument = doc<Ops.AccessTokensQuery, Ops.AccessTokensQueryVariables>('AccessTokensDocument');
export const CreateAccessTokenDocument = doc<Ops.CreateAccessTokenMutation, Ops.CreateAccessTokenMutationVariables>(
  'CreateAccessTokenDocument',
);
export const RevokeAccessTokenDocument = doc<Ops.RevokeAccessTokenMutation, Ops.RevokeAccessTokenMutationVariables>(
  'RevokeAccessTokenDocument',
);
