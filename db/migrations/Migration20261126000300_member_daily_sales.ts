import { Migration } from '@mikro-orm/migrations';

const KEY = 'member_id, business_date, pay_type, status';
const COLUMNS = `member_id integer not null, business_date date not null, pay_type smallint not null,
  status smallint not null, tx_count bigint not null, amount_sum bigint not null`;
const TW_DATE = `(created_at at time zone 'Asia/Taipei')::date`;

/** Fills an empty summary from the payments (exported for the test that checks it against a direct aggregate). */
export const BACKFILL_DAILY_SALES = `insert into member_daily_sales (${KEY}, tx_count, amount_sum)
  select member_id, ${TW_DATE}, pay_type, status, count(*), sum(amount)
    from payment_transaction where member_id is not null group by 1, 2, 3, 4;`;

/**
 * For reports at 10,000,000 transactions, a per-seller daily summary of payments, kept by the database, so
 * the dashboard and the list's totals add up a few rows per day instead of every payment of a month.
 *
 * Two tables: `member_daily_sales_delta` receives, per statement on payment_transaction, one row per
 * (seller, Taipei day of created_at, pay type, status) with the change in count and amount; a roll-up moves the
 * committed deltas into `member_daily_sales`. Readers add both (one snapshot sees a delta either still queued or
 * already rolled up, never both, as the roll-up deletes and adds in one transaction), so the figures are exact at
 * any moment. Payments only ever INSERT deltas: an upsert into the summary would lock the day's row until the
 * payment commits, serialise every checkout of a seller, and deadlock a checkout (summary row, then ledger accounts)
 * against a refund (ledger accounts, then summary row).
 *
 * Statement triggers with transition tables: a settlement batch or a bench INSERT ... SELECT costs one aggregate
 * per statement. PostgreSQL refuses a column list on an UPDATE trigger with transition tables, so every UPDATE
 * fires it; updates that change none of the summed columns (settled_at, refunds' refunded_amount alone) add no
 * delta. The list's totals count every status and sum amount over the collected ones, so the key carries status and
 * the amount is the payment's amount (refunded_amount is not summed by any report).
 */
export class Migration20261126000300_member_daily_sales extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table member_daily_sales (${COLUMNS}, primary key (${KEY}),
      check (tx_count >= 0 and amount_sum >= 0));`);
    this.addSql(`create table member_daily_sales_delta (${COLUMNS});`);
    this.addSql(`create index member_daily_sales_delta_idx on member_daily_sales_delta (member_id, business_date);`);
    this.addSql(`
      create function member_daily_sales_track() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into member_daily_sales_delta (${KEY}, tx_count, amount_sum)
          select member_id, ${TW_DATE}, pay_type, status, count(*), sum(amount)
            from new_rows where member_id is not null group by 1, 2, 3, 4;
        elsif tg_op = 'DELETE' then
          insert into member_daily_sales_delta (${KEY}, tx_count, amount_sum)
          select member_id, ${TW_DATE}, pay_type, status, -count(*), -sum(amount)
            from old_rows where member_id is not null group by 1, 2, 3, 4;
        else
          insert into member_daily_sales_delta (${KEY}, tx_count, amount_sum)
          select member_id, day, pay_type, status, sum(n), sum(amount)
            from (select member_id, ${TW_DATE} as day, pay_type, status, 1 as n, amount from new_rows
                  union all
                  select member_id, ${TW_DATE}, pay_type, status, -1, -amount from old_rows) x
           where member_id is not null
           group by 1, 2, 3, 4
          having sum(n) <> 0 or sum(amount) <> 0;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger payment_transaction_sales_insert after insert on payment_transaction
      referencing new table as new_rows for each statement execute function member_daily_sales_track();`);
    this.addSql(`create trigger payment_transaction_sales_update after update on payment_transaction
      referencing old table as old_rows new table as new_rows for each statement execute function member_daily_sales_track();`);
    this.addSql(`create trigger payment_transaction_sales_delete after delete on payment_transaction
      referencing old table as old_rows for each statement execute function member_daily_sales_track();`);
    // TRUNCATE has no transition table; it empties the summary with the payments.
    this.addSql(`
      create function member_daily_sales_clear() returns trigger language plpgsql as $$
      begin
        truncate member_daily_sales, member_daily_sales_delta;
        return null;
      end $$;`);
    this.addSql(`create trigger payment_transaction_sales_truncate after truncate on payment_transaction
      for each statement execute function member_daily_sales_clear();`);
    // One roll-up at a time (replicas run the job together; the second finds the lock taken and leaves). Only
    // committed deltas are visible to the DELETE, so each is moved exactly once; key order keeps upserts apart.
    this.addSql(`
      create function member_daily_sales_roll_up() returns bigint language plpgsql as $$
      declare
        moved bigint;
      begin
        if not pg_try_advisory_xact_lock(7311202613) then
          return 0;
        end if;
        with taken as (delete from member_daily_sales_delta returning *)
        insert into member_daily_sales as s (${KEY}, tx_count, amount_sum)
        select ${KEY}, sum(tx_count), sum(amount_sum) from taken group by 1, 2, 3, 4 order by 1, 2, 3, 4
        on conflict (${KEY}) do update
          set tx_count = s.tx_count + excluded.tx_count, amount_sum = s.amount_sum + excluded.amount_sum;
        get diagnostics moved = row_count;
        return moved;
      end $$;`);
    // The triggers exist before the backfill in this transaction, and creating them waits for and then blocks
    // writers of payment_transaction until commit, so no payment is counted twice or missed.
    this.addSql(BACKFILL_DAILY_SALES);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger payment_transaction_sales_truncate on payment_transaction;`);
    this.addSql(`drop trigger payment_transaction_sales_delete on payment_transaction;`);
    this.addSql(`drop trigger payment_transaction_sales_update on payment_transaction;`);
    this.addSql(`drop trigger payment_transaction_sales_insert on payment_transaction;`);
    this.addSql(`drop function member_daily_sales_roll_up();`);
    this.addSql(`drop function member_daily_sales_clear();`);
    this.addSql(`drop function member_daily_sales_track();`);
    this.addSql(`drop table member_daily_sales_delta;`);
    this.addSql(`drop table member_daily_sales;`);
  }
}
