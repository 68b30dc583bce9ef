import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberType } from '@paydesk/shared/member-types';
import { sqlOf } from '../database/sql';
import { LoginKind, normalizeLoginName } from './login-name';

/** Ids of the accounts whose normalised login name equals the typed one (the unique indexes are on `lower(login_name)`). */
async function idByLoginName(
  em: EntityManager,
  table: 'member' | 'assistant' | 'operator',
  name: string,
  memTypes?: MemberType[],
): Promise<number | null> {
  const byType = memTypes ? ` and mem_type in (${memTypes.map(() => '?').join(', ')})` : '';
  const [row] = await sqlOf(em)<{ id: number }>(
    `select id from ${table} where lower(login_name) = ?${byType} limit 1`,
    [name, ...(memTypes ?? [])],
  );
  return row ? Number(row.id) : null;
}

/**
 * Whether a login name is someone's already. Sellers, assistants and operators share the member login page,
 * so a name there must be unique across all three; buyers sign in on their own page.
 */
export async function loginNameTaken(
  em: EntityManager,
  page: LoginKind,
  loginName: string,
  options: { exceptAssistantId?: number } = {},
): Promise<boolean> {
  const name = normalizeLoginName(loginName);
  if (page === LoginKind.BUYER) return (await idByLoginName(em, 'member', name, [MemberType.BUYER])) !== null;
  const assistantId = await idByLoginName(em, 'assistant', name);
  return (
    (await idByLoginName(em, 'member', name, [MemberType.PERSONAL, MemberType.BUSINESS])) !== null ||
    (assistantId !== null && assistantId !== options.exceptAssistantId) ||
    (await idByLoginName(em, 'operator', name)) !== null
  );
}
