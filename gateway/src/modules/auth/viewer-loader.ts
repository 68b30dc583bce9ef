import { MEMBER_TYPE_LIST, MemberType } from '@paydesk/shared/member-types';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResultRow } from 'pg';
import { sqlOf } from '../../core/database/sql';
import type { SessionJoin } from '../../core/http/session-store';
import { ALL_PERMISSION_KEYS, keyOpenTo } from '@paydesk/shared/permission-catalogue';
import { pageOpenToMemberType } from '@paydesk/shared/member-type-pages';
import { Role, Viewer, ViewerKind, type SessionPrincipal } from '../../core/viewer';
import { Assistant } from '../assistants';
import { Member, MEMBER_FACT_COLUMNS } from '../members';
import { Operator } from '../operators';

interface MemberRow {
  id: number;
  login_name: string;
  name: string;
  mem_type: MemberType;
  is_platform: boolean;
  status: MemberStatus;
}

const memberFactsOf = (r: MemberRow): MemberFacts => ({
  id: r.id,
  loginName: r.login_name,
  name: r.name,
  memType: r.mem_type,
  isPlatform: r.is_platform,
  status: r.status,
});

const BLOCKED_STATUSES: readonly MemberStatus[] = [MemberStatus.CLOSED, MemberStatus.SUSPENDED];

export type MemberFacts = Pick<Member, keyof typeof MEMBER_FACT_COLUMNS>;

const MEMBER_COLUMNS = Object.values(MEMBER_FACT_COLUMNS);

/**
 * The session read joins the signed-in member's six columns (sess.passport.user = {kind, id}), so a member's or
 * buyer's request reads its session and its viewer in one statement. Null: the session has no member login, or
 * the member row is gone.
 */
export const memberSessionJoin: SessionJoin<MemberFacts | null> = {
  columns: MEMBER_COLUMNS.map((c) => `m.${c} as viewer_${c}`).join(', '),
  join: `left join member m on m.id = case when s.sess->'passport'->'user'->>'kind'
           in ('${ViewerKind.MEMBER}', '${ViewerKind.BUYER}') then (s.sess->'passport'->'user'->>'id')::int end`,
  read: (row: QueryResultRow) =>
    row.viewer_id === null
      ? null
      : memberFactsOf(
          Object.fromEntries(MEMBER_COLUMNS.map((c) => [c, row[`viewer_${c}`] as unknown])) as unknown as MemberRow,
        ),
};

function sellerRoles(member: MemberFacts): Role[] {
  const roles = [Role.SELLER, member.memType === MemberType.PERSONAL ? Role.PERSONAL : Role.BUSINESS];
  if (member.isPlatform) roles.push(Role.AGENT);
  return roles;
}

/**
 * What a member can open (SPEC §3 PermissionPage): the agency area for agents only, and the assistant pages for
 * business members only (personal members have no assistants, SPEC §6). Worked out once per kind of member, not on
 * every request; the list is shared, so frozen.
 */
const memberPermissions = new Map<string, readonly string[]>();
function permissionsOfMember(member: MemberFacts): string[] {
  const kind = `${member.memType}:${member.isPlatform}`;
  let keys = memberPermissions.get(kind);
  if (!keys) {
    const memberType = MEMBER_TYPE_LIST.byCode(member.memType)?.key;
    keys = Object.freeze(
      ALL_PERMISSION_KEYS.filter((key) => keyOpenTo(key, member.isPlatform) && pageOpenToMemberType(key, memberType)),
    );
    memberPermissions.set(kind, keys);
  }
  return keys as string[];
}

export function viewerOfMember(member: MemberFacts): Viewer {
  const isBuyer = member.memType === MemberType.BUYER;
  return Object.assign(new Viewer(), {
    id: `member:${member.id}`,
    kind: isBuyer ? ViewerKind.BUYER : ViewerKind.MEMBER,
    account: member.loginName,
    name: member.name,
    memType: member.memType,
    isAssistant: false,
    isPlatform: member.isPlatform,
    roles: isBuyer ? [Role.BUYER] : sellerRoles(member),
    permissions: isBuyer ? [] : permissionsOfMember(member),
    memberId: member.id,
  });
}

export function viewerOfAssistant(assistant: Assistant): Viewer {
  const owner = assistant.owner;
  return Object.assign(new Viewer(), {
    id: `assistant:${assistant.id}`,
    kind: ViewerKind.ASSISTANT,
    account: assistant.loginName,
    name: assistant.name,
    memType: owner.memType,
    isAssistant: true,
    isPlatform: owner.isPlatform,
    roles: [Role.SELLER, Role.ASSISTANT],
    // An owner who is not (or no longer) an agent cannot pass on the agency area's keys.
    permissions: assistant.group.permissionKeys.filter((key) => keyOpenTo(key, owner.isPlatform)),
    memberId: owner.id,
  });
}

export function viewerOfOperator(operator: Operator): Viewer {
  return Object.assign(new Viewer(), {
    id: `operator:${operator.id}`,
    kind: ViewerKind.OPERATOR,
    account: operator.loginName,
    name: operator.name,
    memType: 0,
    isAssistant: false,
    isPlatform: false,
    roles: [Role.OPERATOR],
    permissions: [],
    memberId: null,
  });
}

/** Why an account may not sign in (or stay signed in), or null when it may. */
export function memberBlockReason(member: Pick<Member, 'status'>): 'closed' | 'suspended' | null {
  if (!BLOCKED_STATUSES.includes(member.status)) return null;
  return member.status === MemberStatus.CLOSED ? 'closed' : 'suspended';
}

/**
 * Reloads the viewer for a session principal on every request, so closing a member,
 * suspending it or disabling an assistant takes effect at once. A member's facts usually came with the session
 * read (`joined`, see memberSessionJoin); only without them are they read here.
 */
export async function loadViewer(
  emOrLazy: EntityManager | (() => EntityManager),
  principal: SessionPrincipal,
  joined?: MemberFacts | null,
): Promise<Viewer | null> {
  // Lazy: a member whose facts came with the session needs no EntityManager at all.
  const em = () => (typeof emOrLazy === 'function' ? emOrLazy() : emOrLazy);
  const known = viewerFromJoined(principal, joined);
  if (known !== undefined) return known;
  switch (principal.kind) {
    case ViewerKind.MEMBER:
    case ViewerKind.BUYER:
      return memberViewer(principal, await readMemberFacts(em(), principal.id));
    case ViewerKind.ASSISTANT: {
      const assistant = await em().findOne(Assistant, principal.id, { populate: ['owner', 'group'] });
      if (!assistant || !assistant.enabled || memberBlockReason(assistant.owner)) return null;
      return viewerOfAssistant(assistant);
    }
    case ViewerKind.OPERATOR: {
      const operator = await em().findOne(Operator, principal.id);
      return operator ? viewerOfOperator(operator) : null;
    }
    default:
      return null;
  }
}

/**
 * The viewer `loadViewer` resolves to, worked out at once when the session read brought the member's facts along
 * (a member's or buyer's usual request); undefined when it takes a read (no facts came, or another kind of login).
 */
export function viewerFromJoined(
  principal: SessionPrincipal,
  joined: MemberFacts | null | undefined,
): Viewer | null | undefined {
  if (joined === undefined) return undefined;
  if (principal.kind !== ViewerKind.MEMBER && principal.kind !== ViewerKind.BUYER) return undefined;
  return memberViewer(principal, joined);
}

function memberViewer(principal: SessionPrincipal, member: MemberFacts | null): Viewer | null {
  if (!member || memberBlockReason(member)) return null;
  const viewer = viewerOfMember(member);
  return viewer.kind === principal.kind ? viewer : null;
}

/** One indexed read of six columns, no entity to hydrate. */
async function readMemberFacts(em: EntityManager, id: number): Promise<MemberFacts | null> {
  const [row] = await sqlOf(em)<MemberRow>(`select ${MEMBER_COLUMNS.join(', ')} from member where id = ?`, [id]);
  return row ? memberFactsOf(row) : null;
}
