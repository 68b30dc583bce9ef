import { TOKEN_SCOPE_VALUES, TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { PageOf } from '../../core/paging';

// The contract carries scope keys (PF_READ); services, the database and REST keep the scopes (pf:read).
registerEnumType(TOKEN_SCOPE_VALUES, {
  name: 'TokenScope',
  description: 'What a program token may read; every scope is read-only',
  valuesConfig: Object.fromEntries(TOKEN_SCOPES.map((s) => [s.key, { description: s.label }])),
});

@ObjectType({ description: 'A personal access token for tools (the secret is shown once, at creation)' })
export class AccessTokenView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The first characters, to recognise it' }) prefix!: string;
  @Field(() => [TOKEN_SCOPE_VALUES]) scopes!: string[];
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class AccessTokenInput {
  @Field(() => String, { description: 'A name to recognise the token by' }) name!: string;
  @Field(() => [TOKEN_SCOPE_VALUES], { description: 'What the token may read; at least one' }) scopes!: string[];
  @Field(() => Int, { description: 'Lifetime in days from now' }) expiresInDays!: number;
}

@ObjectType()
export class AccessTokenPayload {
  @Field(() => AccessTokenView, { nullable: true }) token!: AccessTokenView | null;
  @Field(() => String, { nullable: true, description: 'The token itself; only in the answer that created it' })
  secret!: string | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({
  description: 'One page of tokens, newest first (revoked and expired ones stay listed, so the list grows)',
})
export class AccessTokenPage extends PageOf(AccessTokenView) {}
