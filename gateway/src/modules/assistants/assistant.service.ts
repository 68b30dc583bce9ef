import { isWithinMax } from '@paydesk/shared/generic-rules';
import { ownerId } from '../../core/auth/access';
import { sqlOf } from '../../core/database/sql';
import { LoginKind } from '../../core/auth/login-name';
import { loginNameTaken } from '../../core/auth/login-name-taken';
import type { PermissionService } from '../permissions';
import { MemberType } from '@paydesk/shared/member-types';
import type { RequestContext } from '../../core/context';
import { hashPassword } from '../../core/auth/password';
import { fieldError, forbidden, type FieldError } from '../../core/errors';
import { Member } from '../members';
import { Assistant, AssistantGroup } from './assistant.entity';
import { ASSISTANT_MESSAGES as M } from './assistant.messages';
import type { AssistantGroupInput, AssistantGroupType, AssistantInput, AssistantType } from './assistant.types';
import { endSessionsOf } from '../../core/auth/end-sessions';
import { ViewerKind } from '../../core/viewer';
import { GROUP_NAME_MAX_LENGTH, VALIDATION_MESSAGES } from '@paydesk/shared/validation-rules';
import { VALIDATORS, type ValidatorName } from '../../core/validation/validators';
import { areaOpenTo } from '@paydesk/shared/agent-areas';
import { inTransaction } from '../../core/database/in-transaction';
import { createUnderCap } from '../../core/owner-cap';
import { OWNER_CAP_MESSAGES, OWNER_CAPS } from '@paydesk/shared/owner-caps';

/** A field error when the SPEC §5 rule (the shared one, as on signup) refuses the value. */
function ruleError(field: string, rule: ValidatorName, value: string): FieldError[] {
  const message = VALIDATORS[rule](value);
  if (!message) return [];
  return [fieldError(field, message === VALIDATION_MESSAGES.passwordMin ? 'MIN' : 'FORMAT', message)];
}

/** Assistant accounts and groups of a business member (SPEC §2.3); everything is scoped to the owner. */
const ASSISTANT_CAP = { table: 'assistant', ownerColumn: 'owner_id', cap: OWNER_CAPS.assistants };
const GROUP_CAP = { table: 'assistant_group', ownerColumn: 'owner_id', cap: OWNER_CAPS.assistantGroups };

export class AssistantService {
  constructor(private readonly permissions: PermissionService) {}

  /** The business member the viewer works for; personal members have no assistants. */
  private async owner(ctx: RequestContext): Promise<Member> {
    const owner = await ctx.em.findOneOrFail(Member, ownerId(ctx));
    if (owner.memType !== MemberType.BUSINESS) throw forbidden();
    return owner;
  }

  private toType(a: Assistant): AssistantType {
    return {
      id: a.id,
      loginName: a.loginName,
      name: a.name,
      email: a.email ?? null,
      groupId: a.group.id,
      groupName: a.group.name,
      enabled: a.enabled,
      createdAt: new Date(a.createdAt).toISOString(),
    };
  }

  async list(ctx: RequestContext): Promise<AssistantType[]> {
    const owner = await this.owner(ctx);
    const rows = await ctx.em.find(Assistant, { owner }, { populate: ['group'], orderBy: { id: 'asc' } });
    return rows.map((a) => this.toType(a));
  }

  async get(ctx: RequestContext, id: number): Promise<AssistantType | null> {
    const owner = await this.owner(ctx);
    const row = await ctx.em.findOne(Assistant, { id, owner }, { populate: ['group'] });
    return row ? this.toType(row) : null;
  }

  async groups(ctx: RequestContext): Promise<AssistantGroupType[]> {
    const owner = await this.owner(ctx);
    const groups = await ctx.em.find(AssistantGroup, { owner }, { orderBy: { id: 'asc' } });
    const counts = await sqlOf(ctx.em)<{ group_id: number; n: number }>(
      'select group_id, count(*)::int as n from assistant where owner_id = ? group by group_id',
      [owner.id],
    );
    return groups.map((g) => ({
      id: g.id,
      name: g.name,
      permissionKeys: g.permissionKeys,
      assistantCount: counts.find((c) => c.group_id === g.id)?.n ?? 0,
    }));
  }

  async group(ctx: RequestContext, id: number): Promise<AssistantGroupType | null> {
    return (await this.groups(ctx)).find((g) => g.id === id) ?? null;
  }

  private async validateAssistant(
    ctx: RequestContext,
    input: AssistantInput,
    id: number | null,
    owner: Member,
  ): Promise<{ errors: FieldError[]; group: AssistantGroup | null }> {
    const errors: FieldError[] = [];
    const loginName = input.loginName.normalize('NFKC').trim();
    if (!loginName) errors.push(fieldError('loginName', 'REQUIRED', M.loginNameRequired));
    else if (VALIDATORS.memberAccount(loginName)) errors.push(...ruleError('loginName', 'memberAccount', loginName));
    else if (await loginNameTaken(ctx.em, LoginKind.MEMBER, loginName, { exceptAssistantId: id ?? undefined }))
      errors.push(fieldError('loginName', 'TAKEN', M.loginNameTaken));
    if (!input.name.trim()) errors.push(fieldError('name', 'REQUIRED', M.nameRequired));
    else errors.push(...ruleError('name', 'userName', input.name));
    if (input.email?.trim()) errors.push(...ruleError('email', 'email', input.email));
    const group = await ctx.em.findOne(AssistantGroup, { id: input.groupId, owner });
    if (!group) errors.push(fieldError('groupId', 'REQUIRED', M.groupRequired));
    if (id === null && !input.password) errors.push(fieldError('password', 'REQUIRED', M.passwordRequired));
    if (input.password) errors.push(...ruleError('password', 'password', input.password));
    return { errors, group };
  }

  async create(
    ctx: RequestContext,
    input: AssistantInput,
  ): Promise<{ assistant: AssistantType | null; errors: FieldError[] }> {
    const owner = await this.owner(ctx);
    const { errors, group } = await this.validateAssistant(ctx, input, null, owner);
    // validateAssistant requires a password for a new account; the check here also tells the compiler.
    if (errors.length || !group || !input.password) return { assistant: null, errors };
    const passwordHash = await hashPassword(input.password);
    const made = await createUnderCap(ctx.em, ASSISTANT_CAP, owner.id, async (em) => {
      const assistant = em.create(Assistant, {
        owner: em.getReference(Member, owner.id),
        group: em.getReference(AssistantGroup, group.id),
        loginName: input.loginName.normalize('NFKC').trim(),
        passwordHash,
        name: input.name.trim(),
        email: input.email?.trim() || null,
        enabled: input.enabled,
        createdAt: new Date(),
      });
      await em.flush();
      return assistant;
    });
    if (made.full) return { assistant: null, errors: [fieldError(null, 'TOO_MANY', OWNER_CAP_MESSAGES.assistants)] };
    return {
      assistant: this.toType(await ctx.em.findOneOrFail(Assistant, made.value.id, { populate: ['group'] })),
      errors: [],
    };
  }

  /** Editing; disabling or resetting the password ends the assistant's sessions at once. */
  async update(
    ctx: RequestContext,
    id: number,
    input: AssistantInput,
  ): Promise<{ assistant: AssistantType | null; errors: FieldError[] }> {
    const owner = await this.owner(ctx);
    const assistant = await ctx.em.findOne(Assistant, { id, owner }, { populate: ['group'] });
    if (!assistant) return { assistant: null, errors: [fieldError(null, 'NOT_FOUND', M.notFound)] };
    const { errors, group } = await this.validateAssistant(ctx, input, id, owner);
    if (errors.length || !group) return { assistant: null, errors };
    const endSessions = (assistant.enabled && !input.enabled) || Boolean(input.password);
    await inTransaction(ctx.em, async (tx) => {
      assistant.loginName = input.loginName.normalize('NFKC').trim();
      assistant.name = input.name.trim();
      assistant.email = input.email?.trim() || null;
      assistant.group = group;
      assistant.enabled = input.enabled;
      if (input.password) assistant.passwordHash = await hashPassword(input.password);
      tx.persist(assistant);
      await tx.flush();
      if (endSessions) await endSessionsOf(tx, { kind: ViewerKind.ASSISTANT, id: assistant.id });
    });
    return { assistant: this.toType(assistant), errors: [] };
  }

  private async validateGroup(
    ctx: RequestContext,
    input: AssistantGroupInput,
    id: number | null,
    ownerId: number,
  ): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const name = input.name.trim();
    if (!name) errors.push(fieldError('name', 'REQUIRED', M.groupNameRequired));
    else if (!isWithinMax(name, GROUP_NAME_MAX_LENGTH))
      errors.push(fieldError('name', 'TOO_LONG', VALIDATION_MESSAGES.groupName));
    else {
      const taken = await ctx.em.count(AssistantGroup, { owner: ownerId, name, ...(id ? { id: { $ne: id } } : {}) });
      if (taken > 0) errors.push(fieldError('name', 'TAKEN', M.groupNameTaken));
    }
    if (input.permissionKeys.length === 0) errors.push(fieldError('permissionKeys', 'REQUIRED', M.permissionsRequired));
    const owner = await this.owner(ctx);
    const catalogue = await this.permissions.catalogue(ctx);
    const known = new Set(catalogue.map((e) => e.key));
    const grantable = new Set(catalogue.filter((e) => areaOpenTo(e.area, owner.isPlatform)).map((e) => e.key));
    if (input.permissionKeys.some((k) => !known.has(k)))
      errors.push(fieldError('permissionKeys', 'UNKNOWN', M.permissionUnknown));
    else if (input.permissionKeys.some((k) => !grantable.has(k)))
      errors.push(fieldError('permissionKeys', 'AGENT_ONLY', M.permissionAgentOnly));
    return errors;
  }

  async createGroup(
    ctx: RequestContext,
    input: AssistantGroupInput,
  ): Promise<{ group: AssistantGroupType | null; errors: FieldError[] }> {
    const owner = await this.owner(ctx);
    const errors = await this.validateGroup(ctx, input, null, owner.id);
    if (errors.length) return { group: null, errors };
    const made = await createUnderCap(ctx.em, GROUP_CAP, owner.id, async (em) => {
      const group = em.create(AssistantGroup, {
        owner: em.getReference(Member, owner.id),
        name: input.name.trim(),
        permissionKeys: [...new Set(input.permissionKeys)],
        createdAt: new Date(),
      });
      await em.flush();
      return group.id;
    });
    if (made.full) return { group: null, errors: [fieldError(null, 'TOO_MANY', OWNER_CAP_MESSAGES.assistantGroups)] };
    return { group: await this.group(ctx, made.value), errors: [] };
  }

  async updateGroup(
    ctx: RequestContext,
    id: number,
    input: AssistantGroupInput,
  ): Promise<{ group: AssistantGroupType | null; errors: FieldError[] }> {
    const owner = await this.owner(ctx);
    const group = await ctx.em.findOne(AssistantGroup, { id, owner });
    if (!group) return { group: null, errors: [fieldError(null, 'NOT_FOUND', M.notFound)] };
    const errors = await this.validateGroup(ctx, input, id, owner.id);
    if (errors.length) return { group: null, errors };
    group.name = input.name.trim();
    group.permissionKeys = [...new Set(input.permissionKeys)];
    await ctx.em.flush();
    return { group: await this.group(ctx, id), errors: [] };
  }
}
