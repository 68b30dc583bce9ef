import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { Member } from '../members';

/** A member's shop: collects payments only while active. */
@Entity({ tableName: 'merchant' })
export class Merchant {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Member, { fieldName: 'member_id' })
  member!: Member;

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Enum({ items: () => MerchantStatus, type: 'smallint' })
  status: MerchantStatus = MerchantStatus.UNDER_REVIEW;

  /** 1 online shop, 2 physical shop. */
  @Property({ type: 'smallint' })
  merType!: number;

  /** '1' service, '2' physical goods, '3' non-physical goods, '4' both. */
  @Property({ type: 'string', length: 1 })
  sellType!: string;

  /** 1 non-prepaid, 2 prepaid, 3 points, 4 ticket. */
  @Property({ type: 'smallint' })
  goodsPayType!: number;

  /** 0 none, 1 guarantee, 2 trust, 3 deposit or fixed-deposit pledge. */
  @Property({ type: 'smallint' })
  escrowType = 0;

  @Property({ type: 'string', length: 255, nullable: true })
  website?: string | null;

  /** Customer-service telephone: area code, number, optional extension (SPEC §5 rules). */
  @Property({ type: 'string', length: 4, nullable: true })
  serviceAreaCode?: string | null;

  @Property({ type: 'string', length: 9, nullable: true })
  serviceTel?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  serviceExt?: string | null;

  @Property({ type: 'integer', nullable: true })
  businessTypeId?: number | null;

  /** Pay type codes this shop may collect with (PaymentSwitch). */
  @Property({ type: 'text[]' })
  paymentSwitch: string[] = [];

  /** Card methods switched on beyond the lump sum (SPEC §3: creditred, creditunionpay, applepay). */
  @Property({ type: 'text[]' })
  cardMethods: string[] = [];

  /** The operator's reason for the last review decision. */
  @Property({ type: 'string', length: 200, nullable: true })
  reviewReason?: string | null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null;

  /** JKO wallet application: 0 none, 9 applied (under review), 1 approved, 92 failed. */
  @Property({ type: 'smallint' })
  jkoStatus = 0;

  @Property({ type: 'datetime', nullable: true })
  jkoAppliedAt?: Date | null;

  /** The shop's JKO merchant number, given with the application. */
  @Property({ type: 'string', length: 30, nullable: true })
  jkoMerchantNo?: string | null;

  /** The operator's reason for the last JKO decision (required when it failed). */
  @Property({ type: 'string', length: 200, nullable: true })
  jkoReason?: string | null;

  @Property({ type: 'datetime', nullable: true })
  jkoReviewedAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
