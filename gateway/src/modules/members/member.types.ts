import { MemberStatus } from '@paydesk/shared/member-statuses';
import { MemberType } from '@paydesk/shared/member-types';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';

/** The account the viewer works for, as the member edit page shows it (identity numbers masked). */
@ObjectType()
export class MemberProfile {
  @Field(() => String)
  loginName!: string;

  @Field(() => String)
  name!: string;

  @Field(() => MemberType)
  memType!: number;

  @Field(() => String)
  memTypeLabel!: string;

  @Field(() => String, { nullable: true, description: 'National or tax ID with the middle masked' })
  identityNoMasked!: string | null;

  @Field(() => MemberStatus)
  status!: number;

  @Field(() => String, { description: 'SPEC §3 member status name' })
  statusLabel!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  mobile!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}
