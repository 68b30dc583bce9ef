import { GraphQLError } from 'graphql';
import { Field, ObjectType } from 'type-graphql';

/** An expected failure (validation, business rule) reported in a mutation payload, in zh-TW. */
@ObjectType()
export class FieldError {
  @Field(() => String, { nullable: true, description: 'The input field at fault, or null for the whole form' })
  field!: string | null;

  @Field(() => String)
  code!: string;

  @Field(() => String)
  message!: string;
}

export function fieldError(field: string | null, code: string, message: string): FieldError {
  return Object.assign(new FieldError(), { field, code, message });
}

/**
 * What every mutation that answers "done or why not" carries: the outcome, a zh-TW toast and the field errors.
 * type-graphql gives its fields to each payload that extends it; no field returns it, so it stays out of the schema.
 */
@ObjectType()
export class ResultPayload {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String, { description: 'zh-TW text for the toast' })
  message!: string;

  @Field(() => [FieldError])
  errors!: FieldError[];
}

/** The failed ones of `[field, message or null]` checks, in order, as field errors (code by field, INVALID else). */
export function fieldErrorsOf(
  checks: readonly (readonly [string, string | null])[],
  codeOf: (field: string) => string = () => 'INVALID',
): FieldError[] {
  return checks.flatMap(([field, message]) => (message ? [fieldError(field, codeOf(field), message)] : []));
}

/** zh-TW texts shared by GraphQL errors and the REST envelope (SPEC §8). */
export const MESSAGES = {
  sessionExpired: '登入逾時，為保護您的帳戶安全，請重新登入',
  forbidden: '很抱歉，您沒有操作權限',
  systemError: '系統發生錯誤，請稍後再試',
  /** 503 while the database is unreachable (a restart, a lost connection). */
  unavailable: '系統暫時無法服務，請稍後再試',
  /** 400 for input a validator missed and the database refused (too long, not a number, out of range). */
  badInput: '輸入的資料格式錯誤或過長，請檢查後再試',
} as const;

/** SPEC §8 toast text for a refused request: 請求錯誤 (Error{status}). */
export const requestErrorMessage = (status: number): string => `請求錯誤 (Error${status})`;

export function unauthenticated(): GraphQLError {
  return new GraphQLError(MESSAGES.sessionExpired, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(): GraphQLError {
  return new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
}

/** A field-level validation failure raised as a GraphQL error (for mutations whose payload has no errors list). */
export function invalidInput(field: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}
