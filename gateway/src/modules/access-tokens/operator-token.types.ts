import { OPERATOR_TOKEN_SCOPE_VALUES, OPERATOR_TOKEN_SCOPES, TOKEN_LIMITS } from '@paydesk/shared/token-scopes';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { PageOf } from '../../core/paging';

// The contract carries scope keys (OPS_REPORTS_READ); the database keeps the scopes (ops:reports:read).
registerEnumType(OPERATOR_TOKEN_SCOPE_VALUES, {
  name: 'OperatorTokenScope',
  description: 'What an operator token may read; every scope is read-only and none allows a mutation',
  valuesConfig: Object.fromEntries(OPERATOR_TOKEN_SCOPES.map((s) => [s.key, { description: s.label }])),
});

@ObjectType({ description: "An operator's token for internal tools (the secret is shown once, at creation)" })
export class OperatorTokenView {
  @Field(() => Int, { description: 'Token id' }) id!: number;
  @Field(() => String, { description: 'A name to recognise the token by' }) name!: string;
  @Field(() => String, { description: 'The first characters, to recognise it' }) prefix!: string;
  @Field(() => [OPERATOR_TOKEN_SCOPE_VALUES], { description: 'What the token may read' }) scopes!: string[];
  @Field(() => Date, { description: 'When the token stops working' }) expiresAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Its last use; null when never used' }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while not revoked' })
  revokedAt!: Date | null;
  @Field(() => Date, { description: 'When it was created' }) createdAt!: Date;
}

@InputType({ description: 'A new operator token' })
export class OperatorTokenInput {
  @Field(() => String, { description: 'A name to recognise the token by' }) name!: string;
  @Field(() => [OPERATOR_TOKEN_SCOPE_VALUES], { description: 'What the token may read; at least one' })
  scopes!: string[];
  @Field(() => Int, {
    description: `Lifetime in days from now, 1 to ${TOKEN_LIMITS.maxDays}; a token always expires`,
  })
  expiresInDays!: number;
}

@ObjectType({ description: 'The answer to creating or revoking an operator token' })
export class OperatorTokenPayload {
  @Field(() => OperatorTokenView, { nullable: true, description: 'The token; null on errors' })
  token!: OperatorTokenView | null;
  @Field(() => String, { nullable: true, description: 'The token itself; only in the answer that created it' })
  secret!: string | null;
  @Field(() => [FieldError], { description: 'Why nothing was done; empty on success' }) errors!: FieldError[];
}

@ObjectType({ description: 'One use of an operator token' })
export class OperatorTokenUseView {
  @Field(() => String, { description: 'Use id (also the paging cursor)' }) id!: string;
  @Field(() => String, {
    description: 'The GraphQL operation name (its root fields when anonymous), or the REST method and path',
  })
  operation!: string;
  @Field(() => String, { description: 'query, mutation, subscription, rest or invalid' }) operationType!: string;
  @Field(() => Boolean, { description: 'Whether the request was refused (a mutation, a field outside the scopes)' })
  refused!: boolean;
  @Field(() => String, { description: "The client's address, as the configured proxy rule (TRUST_PROXY) gives it" })
  address!: string;
  @Field(() => Date, { description: 'When it was used' }) usedAt!: Date;
}

@ObjectType({ description: "A page of a token's uses, newest first" })
export class OperatorTokenUsePage {
  @Field(() => [OperatorTokenUseView], { description: 'The uses of this page' }) items!: OperatorTokenUseView[];
  @Field(() => Boolean, { description: 'Whether another page follows (then nextCursor is set)' })
  hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
  nextCursor!: string | null;
  @Field(() => [FieldError], { description: 'Refused arguments (first, after); empty otherwise' })
  errors!: FieldError[];
}

@ObjectType({
  description: 'One page of tokens, newest first (revoked and expired ones stay listed, so the list grows)',
})
export class OperatorTokenPage extends PageOf(OperatorTokenView) {}
