import { ENTRY_KIND_LABELS, ENTRY_KIND_VALUES } from '@paydesk/shared/ledger-kinds';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../schema/money';

// The contract carries PAYMENT, SETTLEMENT…; the ledger, services and REST keep payment, settlement….
registerEnumType(ENTRY_KIND_VALUES, {
  name: 'LedgerEntryKind',
  description: 'Why a ledger entry moved money',
  valuesConfig: Object.fromEntries(
    Object.entries(ENTRY_KIND_VALUES).map(([key, kind]) => [key, { description: ENTRY_KIND_LABELS[kind] }]),
  ),
});

@ObjectType({ description: "One posting of a ledger entry on one of the member's accounts" })
export class LedgerLine {
  @Field(() => Int) entryId!: number;
  @Field(() => ENTRY_KIND_VALUES) kind!: string;
  @Field(() => String) memo!: string;
  @Field(() => String, { description: 'trust, held or withdrawing' }) account!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Money, { description: 'Account balance after this posting' }) balanceAfter!: number;
  @Field(() => String, { nullable: true }) tradeNo!: string | null;
  @Field(() => Int, { nullable: true }) withdrawalId!: number | null;
  @Field(() => Int, { nullable: true, description: 'The parcel a logistics fee or compensation was for' })
  shipmentId!: number | null;
  @Field(() => String, { nullable: true, description: "That parcel's logistics number" }) logisticsNo!: string | null;
  @Field(() => Date) createdAt!: Date;
}
