import { LoginDocument } from '../graphql/documents/auth';
import type { LoginInput } from '../graphql/generated';

/** The member a successful sign-in answers in the login tests. */
export const SIGNED_IN_VIEWER = {
  __typename: 'Viewer' as const,
  id: '1',
  kind: 'MEMBER' as const,
  account: 'demo_member',
  name: '示範會員',
  memType: 'PERSONAL',
  isAssistant: false,
  isPlatform: false,
  roles: ['SELLER' as const, 'PERSONAL' as const],
  permissions: ['member_edit'],
};

/** The Login mutation with these inputs, answered by `login`. */
export function loginMock(variables: LoginInput, login: object) {
  return { request: { query: LoginDocument, variables: { input: variables } }, result: { data: { login } } };
}

/** The Login mutation with these inputs, answered with a signed-in member. */
export function signedInMock(variables: LoginInput) {
  return loginMock(variables, { __typename: 'LoginPayload', viewer: SIGNED_IN_VIEWER, errors: [] });
}
