import { MemberType } from '@paydesk/shared/member-types';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';
import { ALL_PERMISSION_KEYS, keyOpenTo } from '../../../../db/seeds/permission-catalogue';
import { Role, Viewer, ViewerKind, type SessionPrincipal } from '../../core/viewer';
import { Assistant } from '../assistants/assistant.entity';
import { Member } from '../members/member.entity';
import { Operator } from '../operators/operator.entity';

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

/** What a viewer is built from: the few member columns the request path needs. */
type MemberFacts = Pick<Member, 'id' | 'loginName' | 'name' | 'memType' | 'isPlatform' | 'status'>;

function sellerRoles(member: MemberFacts): Role[] {
  const roles = [Role.SELLER, member.memType === MemberType.PERSONAL ? Role.PERSONAL : Role.BUSINESS];
  if (member.isPlatform) roles.push(Role.AGENT);
  return roles;
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
    // What the member can open (SPEC §3 PermissionPage): the agency area for agents only, and the assistant pages
    // for business members only (personal members have no assistants, SPEC §6).
    permissions: isBuyer
      ? []
      : ALL_PERMISSION_KEYS.filter(
          (key) =>
            keyOpenTo(key, member.isPlatform) &&
            !(member.memType === MemberType.PERSONAL && key.startsWith('assistant_')),
        ),
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
 * suspending it or disabling an assistant takes effect at once.
 */
export async function loadViewer(em: EntityManager, principal: SessionPrincipal): Promise<Viewer | null> {
  switch (principal.kind) {
    case ViewerKind.MEMBER:
    case ViewerKind.BUYER: {
      // Every signed-in request comes through here: one indexed read of six columns, no entity to hydrate.
      const [row] = await sqlOf(em)<MemberRow>(
        `select id, login_name, name, mem_type, is_platform, status from member where id = ?`,
        [principal.id],
      );
      const member = row && memberFactsOf(row);
      if (!member || memberBlockReason(member)) return null;
      const viewer = viewerOfMember(member);
      return viewer.kind === principal.kind ? viewer : null;
    }
    case ViewerKind.ASSISTANT: {
      const assistant = await em.findOne(Assistant, principal.id, { populate: ['owner', 'group'] });
      if (!assistant || !assistant.enabled || memberBlockReason(assistant.owner)) return null;
      return viewerOfAssistant(assistant);
    }
    case ViewerKind.OPERATOR: {
      const operator = await em.findOne(Operator, principal.id);
      return operator ? viewerOfOperator(operator) : null;
    }
    default:
      return null;
  }
}
