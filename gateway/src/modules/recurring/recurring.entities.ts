import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A seller's recurring plan (定期定額): what is charged, how often, how many times. */
@Entity({ tableName: 'period_plan' })
export class PeriodPlan {
  [OptionalProps]?:
    'description' | 'totalCharges' | 'trialDays' | 'firstChargeDate' | 'enabled' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'integer' })
  merchantId!: number;

  /** Public token of the subscribe page /subscribe/{token}. */
  @Property({ type: 'string', length: 24 })
  token!: string;

  @Property({ type: 'string', length: 60 })
  title!: string;

  @Property({ type: 'string', length: 500 })
  description = '';

  /** TWD per charge. */
  @Property({ type: 'integer' })
  amount!: number;

  /** PeriodCycle code. */
  @Property({ type: 'smallint' })
  cycle!: number;

  /** Charges in all; null charges until cancelled. */
  @Property({ type: 'integer', nullable: true })
  totalCharges: number | null = null;

  @Property({ type: 'integer' })
  trialDays = 0;

  /** A fixed first charge date (YYYY-MM-DD) for every subscriber; null starts each subscription on its own day. */
  @Property({ type: 'date', nullable: true })
  firstChargeDate: string | null = null;

  @Property({ type: 'boolean' })
  enabled = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
