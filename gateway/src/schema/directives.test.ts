import 'reflect-metadata';
import { Directive, Query, Resolver } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { Role, Viewer, ViewerKind } from '../core/viewer';
import { buildGatewaySchema, printContract, SchemaGuardError } from './build-schema';
import { assertGuard } from '../core/auth/access';

@Resolver()
class UnguardedResolver {
  @Query(() => String)
  secretBalance(): string {
    return 'leaked';
  }
}

@Resolver()
class MisspelledResolver {
  @Query(() => String)
  @Directive('@permision(key: "bill_detail")')
  misspelled(): string {
    return 'leaked';
  }
}

const viewer = (kind: ViewerKind, roles: Role[], permissions: string[]): Viewer =>
  Object.assign(new Viewer(), {
    id: '1',
    kind,
    account: 'a',
    name: 'n',
    memType: 2,
    isAssistant: kind === ViewerKind.ASSISTANT,
    isPlatform: false,
    roles,
    permissions,
    memberId: 1,
  });

describe('guard directives at boot', () => {
  it('refuses to build a schema with an unguarded Query field', async () => {
    await expect(buildGatewaySchema([AuthResolver, UnguardedResolver])).rejects.toThrow(SchemaGuardError);
    await expect(buildGatewaySchema([AuthResolver, UnguardedResolver])).rejects.toThrow(/Query\.secretBalance/);
  });

  it('refuses a misspelled guard directive instead of ignoring it', async () => {
    await expect(buildGatewaySchema([AuthResolver, MisspelledResolver])).rejects.toThrow(/permision/);
  });

  it('builds the real schema and prints directive usages into the contract', async () => {
    const { contract } = await buildGatewaySchema();
    const sdl = printContract(contract);
    expect(sdl).toContain('directive @permission(key: String!) on FIELD_DEFINITION | OBJECT');
    expect(sdl).toMatch(/profile: MemberProfile @permission\(key: "member_edit"\)/);
    // Arguments carry descriptions, so the printer puts each on its own line.
    expect(sdl).toMatch(/login\(\s*(?:"{3}[^"]*"{3}\s*)?input: LoginInput!\s*\): LoginPayload! @public/);
  });
});

describe('assertGuard', () => {
  const seller = viewer(ViewerKind.MEMBER, [Role.SELLER, Role.BUSINESS], ['member_edit', 'bill_detail']);
  const assistant = viewer(ViewerKind.ASSISTANT, [Role.SELLER, Role.ASSISTANT], ['bill_detail']);
  const buyer = viewer(ViewerKind.BUYER, [Role.BUYER], []);
  const agent = Object.assign(
    viewer(ViewerKind.MEMBER, [Role.SELLER, Role.BUSINESS, Role.AGENT], ['pf_contract_info']),
    { isPlatform: true },
  );
  const agentAssistant = Object.assign(
    viewer(ViewerKind.ASSISTANT, [Role.SELLER, Role.ASSISTANT], ['pf_contract_info']),
    { isPlatform: true },
  );
  const nonAgentAssistant = viewer(ViewerKind.ASSISTANT, [Role.SELLER, Role.ASSISTANT], ['pf_contract_info']);

  const codeOf = (fn: () => void): string | undefined => {
    try {
      fn();
      return undefined;
    } catch (error) {
      return (error as { extensions?: { code?: string } }).extensions?.code;
    }
  };

  it.each([
    ['public lets anyone in', { public: {} }, null, undefined],
    ['auth refuses a visitor', { auth: {} }, null, 'UNAUTHENTICATED'],
    ['auth with roles refuses a buyer on a seller field', { auth: { roles: [Role.SELLER] } }, buyer, 'FORBIDDEN'],
    ['auth with roles admits a matching role', { auth: { roles: [Role.BUYER] } }, buyer, undefined],
    ['permission admits a non-assistant seller', { permission: { key: 'member_edit' } }, seller, undefined],
    ['permission refuses an assistant without the key', { permission: { key: 'member_edit' } }, assistant, 'FORBIDDEN'],
    ['permission admits an assistant with the key', { permission: { key: 'bill_detail' } }, assistant, undefined],
    ['permission refuses a buyer', { permission: { key: 'bill_detail' } }, buyer, 'FORBIDDEN'],
    ['permission refuses a visitor', { permission: { key: 'bill_detail' } }, null, 'UNAUTHENTICATED'],
    [
      'an agency key refuses a seller who is not an agent (SPEC §6)',
      { permission: { key: 'pf_contract_info' } },
      seller,
      'FORBIDDEN',
    ],
    [
      "an agency key refuses a non-agent's assistant even if its group holds the key",
      { permission: { key: 'pf_contract_info' } },
      nonAgentAssistant,
      'FORBIDDEN',
    ],
    ['an agency key admits an agent', { permission: { key: 'pf_contract_info' } }, agent, undefined],
    [
      "an agency key admits an agent's assistant with the key",
      { permission: { key: 'pf_contract_info' } },
      agentAssistant,
      undefined,
    ],
  ])('%s', (_name, guard, who, expected) => {
    expect(codeOf(() => assertGuard(guard as Parameters<typeof assertGuard>[0], who as Viewer | null))).toBe(expected);
  });
});
