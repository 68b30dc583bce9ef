import { Migration } from '@mikro-orm/migrations';

/**
 * A subscription keeps the terms its buyer agreed to: the shop, the amount per charge, the cycle and the number of
 * charges are copied onto it when it is made, and the scheduler reads only these, so a seller's later plan edit
 * applies to new subscribers only. Existing subscriptions take their plan's terms, except the amount, which is the
 * one their first paid charge took when there is one (a plan edited since cannot re-price them). A subscription
 * can never have more paid charges than agreed (the scheduler checks it and so does the database); one that has
 * already reached its count is finished.
 */
export class Migration20261127100100_subscription_terms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table period_subscription
      add column merchant_id integer references merchant (id),
      add column amount integer,
      add column cycle smallint,
      add column total_charges integer;`);
    this.addSql(`update period_subscription s set merchant_id = p.merchant_id, cycle = p.cycle,
        amount = coalesce((select t.amount from period_charge c join payment_transaction t on t.id = c.transaction_id
                            where c.subscription_id = s.id and c.paid order by c.period_no limit 1), p.amount),
        total_charges = case when p.total_charges is null then null else greatest(p.total_charges, s.charges_done) end
      from period_plan p where p.id = s.plan_id;`);
    this
      .addSql(`update period_subscription set status = 6, next_charge_date = null, closed_at = coalesce(closed_at, now()),
        updated_at = now() where status in (1, 3) and total_charges is not null and charges_done >= total_charges;`);
    this.addSql(`alter table period_subscription
      alter column merchant_id set not null,
      alter column amount set not null,
      alter column cycle set not null,
      add constraint period_subscription_amount_check check (amount > 0),
      add constraint period_subscription_cycle_check check (cycle in (1, 2, 3)),
      add constraint period_subscription_count_check check (total_charges is null or charges_done <= total_charges);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table period_subscription drop column merchant_id, drop column amount, drop column cycle,
      drop column total_charges;`);
  }
}
