import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One append-only audit record: who, acting for whom, what, before and after' })
export class AuditRecordView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'member:1, assistant:7 for member:1, operator:2 or system' }) actor!: string;
  @Field(() => String) action!: string;
  @Field(() => String, { description: 'zh-TW name of the action' }) actionLabel!: string;
  @Field(() => String) target!: string;
  @Field(() => String, { nullable: true, description: 'JSON' }) before!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON' }) after!: string | null;
  @Field(() => Date) createdAt!: Date;
}
