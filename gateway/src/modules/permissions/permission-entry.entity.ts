import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { PermissionType } from '@paydesk/shared/permission-catalogue';

/** One entry of the permission catalogue: a back-office route name (dots as underscores). */
@Entity({ tableName: 'permission_entry' })
export class PermissionEntry {
  @PrimaryKey({ type: 'string', length: 60 })
  key!: string;

  /** 'link' (listed in the side menu, SPEC §2.3), 'menu' (a page reached from another page) or 'action' (a right to act). */
  @Property({ type: 'string', length: 6 })
  type!: PermissionType;

  /** Breadcrumb label (zh-TW). */
  @Property({ type: 'string', length: 40 })
  bread!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  parentKey?: string | null;

  @Property({ type: 'smallint' })
  sort!: number;

  /** Menu area: member, transactions, shipping, bill, uop, shop, period, pf. */
  @Property({ type: 'string', length: 20, fieldName: 'area' })
  area!: string;
}
