/**
 * The client's operations the gateway tests send, typed by the frontend's generated operation types. One line per
 * document, `XDocument = doc<Ops.Data, Ops.Variables>('XDocument')`; client-documents.test.ts checks each line names
 * the types the generated module declares for that document.
 */
import type * as Ops from '../../../frontend/src/graphql/generated.js' with { 'resolution-mode': 'import' };
import { clientDocument as doc } from './client-documents';

/** The client's operation and input types, for tests that build variables apart from the call. */
export type { Ops };

export const LoginDocument = doc<Ops.LoginMutation, Ops.LoginMutationVariables>('LoginDocument');
export const AccessTokensDocument = doc<Ops.AccessTokensQuery, Ops.AccessTokensQueryVariables>('AccessTokensDocument');
export const CreateAccessTokenDocument = doc<Ops.CreateAccessTokenMutation, Ops.CreateAccessTokenMutationVariables>(
  'CreateAccessTokenDocument',
);
export const RevokeAccessTokenDocument = doc<Ops.RevokeAccessTokenMutation, Ops.RevokeAccessTokenMutationVariables>(
  'RevokeAccessTokenDocument',
);
export const ChangePasswordDocument = doc<Ops.ChangePasswordMutation, Ops.ChangePasswordMutationVariables>(
  'ChangePasswordDocument',
);
export const KeepPasswordDocument = doc<Ops.KeepPasswordMutation, Ops.KeepPasswordMutationVariables>(
  'KeepPasswordDocument',
);
export const PasswordStateDocument = doc<Ops.PasswordStateQuery, Ops.PasswordStateQueryVariables>(
  'PasswordStateDocument',
);
export const SignupDocument = doc<Ops.SignupMutation, Ops.SignupMutationVariables>('SignupDocument');
export const ViewerDocument = doc<Ops.ViewerQuery, Ops.ViewerQueryVariables>('ViewerDocument');
export const CampaignListDocument = doc<Ops.CampaignListQuery, Ops.CampaignListQueryVariables>('CampaignListDocument');
export const ContentAdminListDocument = doc<Ops.ContentAdminListQuery, Ops.ContentAdminListQueryVariables>(
  'ContentAdminListDocument',
);
export const NewsItemDocument = doc<Ops.NewsItemQuery, Ops.NewsItemQueryVariables>('NewsItemDocument');
export const NewsListDocument = doc<Ops.NewsListQuery, Ops.NewsListQueryVariables>('NewsListDocument');
export const PublishContentDocument = doc<Ops.PublishContentMutation, Ops.PublishContentMutationVariables>(
  'PublishContentDocument',
);
export const SaveContentDocument = doc<Ops.SaveContentMutation, Ops.SaveContentMutationVariables>(
  'SaveContentDocument',
);
export const UnpublishContentDocument = doc<Ops.UnpublishContentMutation, Ops.UnpublishContentMutationVariables>(
  'UnpublishContentDocument',
);
