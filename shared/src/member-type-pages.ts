/**
 * SPEC §2.3/§1: back-office pages meant for one member type. A page is named by its route name's first part
 * (`assistant.group.edit`) or its permission key's (`assistant_group_edit`), so the client's route guard and side
 * menu and the gateway's permission guard read one table. Import-free.
 */
const PAGES_FOR_MEMBER_TYPE: Readonly<Record<string, 'PERSONAL' | 'BUSINESS'>> = {
  /** Assistants and their permission groups: business members only. */
  assistant: 'BUSINESS',
  /** The buyer view of a personal member (消費者專區): what it bought with its verified email or mobile. */
  purchases: 'PERSONAL',
};

/**
 * Route names that stay open to the other member type because they explain the feature instead of using it: a
 * personal member opening /auth/assistant reads that assistants are for business members, and how to become one.
 */
const EXPLAINED_TO_OTHERS: ReadonlySet<string> = new Set(['assistant.index']);

/** Whether a viewer of this member type (enum key; an assistant carries its owner's) may open a page or key. */
export function pageOpenToMemberType(nameOrKey: string, memberType: string | null | undefined): boolean {
  if (EXPLAINED_TO_OTHERS.has(nameOrKey)) return true;
  const only = PAGES_FOR_MEMBER_TYPE[nameOrKey.split(/[._]/)[0] ?? ''];
  return only === undefined || only === memberType;
}
