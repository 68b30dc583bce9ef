import { Field, Int, ObjectType } from 'type-graphql';
import { Money } from '../../schema/money';

@ObjectType({ description: "One posting of a ledger entry on one of the member's accounts" })
export class LedgerLine {
  @Field(() => Int) entryId!: number;
  @Field(() => String) kind!: string;
  @Field(() => String) memo!: string;
  @Field(() => String, { description: 'trust, held or withdrawing' }) account!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Money, { description: 'Account balance after this posting' }) balanceAfter!: number;
  @Field(() => String, { nullable: true }) tradeNo!: string | null;
  @Field(() => Int, { nullable: true }) withdrawalId!: number | null;
  @Field(() => Date) createdAt!: Date;
}
