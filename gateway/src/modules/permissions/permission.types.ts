import { PermissionType } from '@paydesk/shared/permission-catalogue';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

// The contract carries LINK, MENU, ACTION; the database and REST (/api/member/info) keep link, menu, action.
registerEnumType(PermissionType, {
  name: 'PermissionType',
  description: 'What a permission catalogue entry grants: a menu page, a linked page or an action',
  valuesConfig: {
    LINK: { description: 'A page listed in the side menu (SPEC §2.3)' },
    MENU: { description: 'A page reached from another page' },
    ACTION: { description: 'A right to refund, ship or cancel, granted apart from viewing' },
  },
});

/** SPEC §3 permission entry: one back-office route a permission can grant. */
@ObjectType('PermissionEntry')
export class PermissionEntryType {
  @Field(() => String, { description: 'Route name with dots as underscores, e.g. member_edit' })
  key!: string;

  @Field(() => PermissionType)
  type!: PermissionType;

  @Field(() => String, { description: 'Breadcrumb label' })
  bread!: string;

  @Field(() => String, { nullable: true })
  parentKey!: string | null;

  @Field(() => Int)
  sort!: number;

  @Field(() => String, { description: 'member, transactions, shipping, bill, uop, shop, period or pf' })
  area!: string;
}
