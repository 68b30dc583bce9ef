import { MEMBER_TYPE_LIST, MemberType } from '@paydesk/shared/member-types';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** Who is signed in. Assistants act for their owner member. */
export enum ViewerKind {
  MEMBER = 'MEMBER',
  ASSISTANT = 'ASSISTANT',
  BUYER = 'BUYER',
  OPERATOR = 'OPERATOR',
}

/** Roles used by `@auth(roles: [...])`. SELLER covers personal and business members and their assistants. */
export enum Role {
  SELLER = 'SELLER',
  PERSONAL = 'PERSONAL',
  BUSINESS = 'BUSINESS',
  AGENT = 'AGENT',
  ASSISTANT = 'ASSISTANT',
  BUYER = 'BUYER',
  OPERATOR = 'OPERATOR',
}

registerEnumType(ViewerKind, {
  name: 'ViewerKind',
  valuesConfig: {
    ASSISTANT: { description: 'An assistant of a member' },
    BUYER: { description: 'A buyer' },
    MEMBER: { description: 'A member' },
    OPERATOR: { description: 'A PayDesk operator' },
  },
});
registerEnumType(Role, {
  name: 'Role',
  valuesConfig: {
    AGENT: { description: 'An agent member' },
    ASSISTANT: { description: 'An assistant of a member' },
    BUSINESS: { description: 'A business member' },
    BUYER: { description: 'A buyer' },
    OPERATOR: { description: 'A PayDesk operator' },
    PERSONAL: { description: 'A personal member' },
    SELLER: { description: 'Any member who sells (business, personal or agent)' },
  },
});

/** What the session stores: just enough to reload the viewer from the database on each request. */
export interface SessionPrincipal {
  kind: ViewerKind;
  id: number;
}

/** The signed-in account as every service and the permission directive see it. */
@ObjectType({ description: 'The signed-in member, assistant, buyer or operator' })
export class Viewer {
  @Field(() => ID)
  id!: string;

  @Field(() => ViewerKind)
  kind!: ViewerKind;

  @Field(() => String, { description: 'Login name' })
  account!: string;

  @Field(() => String)
  name!: string;

  /** 1 personal, 2 business, 3 buyer; an assistant carries its owner's type; 0 for operators. */
  memType!: number;

  @Field(() => MemberType, {
    name: 'memType',
    nullable: true,
    description: "An assistant carries its owner's type; null for operators",
  })
  get memberType(): MemberType | null {
    return (MEMBER_TYPE_LIST.byCode(this.memType)?.code as MemberType | undefined) ?? null;
  }

  @Field(() => Boolean)
  isAssistant!: boolean;

  @Field(() => Boolean, { description: 'Agent (platform member): has the agency area /auth/pf' })
  isPlatform!: boolean;

  @Field(() => [Role])
  roles!: Role[];

  @Field(() => [String], {
    description: "Permission keys granted: an assistant's group keys, every key for other sellers",
  })
  permissions!: string[];

  /** The member whose data this viewer works on (the owner, for an assistant); null for operators. */
  memberId!: number | null;

  /**
   * Set when a tool signed in with a personal access token (Authorization: Bearer): the token's permission keys
   * are then the only guarded fields it may use, and it may only read. `operator`: an operator's token for internal
   * tools, whose every use is recorded.
   */
  token: { id: number; keys: readonly string[]; write?: boolean; operator?: boolean } | null = null;

  hasRole(role: Role): boolean {
    return this.roles.includes(role);
  }
}
