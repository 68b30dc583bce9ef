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

/** Whether a viewer of this member type (enum key; an assistant carries its owner's) may open a page or key. */
export function pageOpenToMemberType(nameOrKey: string, memberType: string | null | undefined): boolean {
  const only = PAGES_FOR_MEMBER_TYPE[nameOrKey.split(/[._]/)[0] ?? ''];
  return only === undefined || only === memberType;
}
