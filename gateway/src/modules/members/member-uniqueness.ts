import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberType } from '@paydesk/shared/member-types';
import { fieldError, type FieldError } from '../../core/errors';
import { Member } from './member.entity';
import { SIGNUP_MESSAGES as S } from './signup.messages';

const SELLER_TYPES = [MemberType.PERSONAL, MemberType.BUSINESS];

/** SPEC §5: one seller per national or tax ID. */
export async function identityTaken(em: EntityManager, identityNo: string): Promise<boolean> {
  return (await em.count(Member, { memType: { $in: SELLER_TYPES }, identityNo })) > 0;
}

/** SPEC §5: a personal member's email and mobile belong to no other personal member (signup and later edits). */
export async function personalContactDuplicates(
  em: EntityManager,
  contact: { email: string; mobile: string },
  exceptMemberId?: number,
): Promise<FieldError[]> {
  const others = { memType: MemberType.PERSONAL, ...(exceptMemberId ? { id: { $ne: exceptMemberId } } : {}) };
  const errors: FieldError[] = [];
  if ((await em.count(Member, { ...others, [raw('lower(email)')]: contact.email.toLowerCase() })) > 0)
    errors.push(fieldError('email', 'DUPLICATE', S.emailTaken));
  if ((await em.count(Member, { ...others, mobile: contact.mobile })) > 0)
    errors.push(fieldError('mobile', 'DUPLICATE', S.mobileTaken));
  return errors;
}
