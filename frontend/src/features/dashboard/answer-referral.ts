import { loadApolloClient } from '../../app/deferred-apollo';
import { AnswerAgentReferralDocument } from '../../graphql/documents/dashboard';
import type { AnswerAgentReferralMutation } from '../../graphql/generated';

/**
 * Accepts or declines an agent's invitation through Apollo Client, which loads with this module on the first answer
 * (the home shows the invitations without it); the cache then learns of it as after any mutation.
 */
export async function answerReferral(
  id: number,
  accept: boolean,
): Promise<AnswerAgentReferralMutation['answerAgentReferral'] | undefined> {
  const client = await loadApolloClient();
  const { data } = await client.mutate({ mutation: AnswerAgentReferralDocument, variables: { id, accept } });
  return data?.answerAgentReferral;
}
