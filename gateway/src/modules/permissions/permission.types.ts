import { Field, Int, ObjectType } from 'type-graphql';

/** SPEC §3 permission entry: one back-office route a permission can grant. */
@ObjectType('PermissionEntry')
export class PermissionEntryType {
  @Field(() => String, { description: 'Route name with dots as underscores, e.g. member_edit' })
  key!: string;

  @Field(() => String, {
    description:
      "'link' (listed in the side menu, SPEC §2.3), 'menu' (a page reached from another page) or 'action' (a right to refund, ship or cancel, granted apart from viewing)",
  })
  type!: string;

  @Field(() => String, { description: 'Breadcrumb label' })
  bread!: string;

  @Field(() => String, { nullable: true })
  parentKey!: string | null;

  @Field(() => Int)
  sort!: number;

  @Field(() => String, { description: 'member, transactions, shipping, bill, uop, shop, period or pf' })
  area!: string;
}
