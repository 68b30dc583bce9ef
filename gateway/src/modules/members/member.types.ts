import { Field, ObjectType } from 'type-graphql';

/** Contact data of the member the viewer works for (assistants need member_edit to see it). */
@ObjectType()
export class MemberProfile {
  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  mobile!: string | null;
}
