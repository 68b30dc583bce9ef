import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ViewerMemberResolver } from '../modules/members/member.resolver';
import { SignupResolver } from '../modules/members/signup.resolver';
import { PasswordResolver } from '../modules/passwords/password.resolver';
import { VerificationResolver } from '../modules/verification/verification.resolver';
import { CompletionResolver } from '../modules/completion/completion.resolver';
import { NotifyResolver } from '../modules/notify/notify.resolver';

/** Every resolver class of the gateway schema. */
export const RESOLVERS: NonEmptyArray<Function> = [AuthResolver, ViewerMemberResolver, SignupResolver, PasswordResolver, VerificationResolver, CompletionResolver, NotifyResolver];
