import { Migration } from '@mikro-orm/migrations';

const KEY = 'member_id, business_date, pay_type, status';

/** The roll-up as Migration20261126000300 made it; `dropZeroRows` adds the clean-up of this migration. */
const rollUpFunction = (dropZeroRows: boolean) => `
  create or replace function member_daily_sales_roll_up() returns bigint language plpgsql as $$
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
    ${dropZeroRows ? 'delete from member_daily_sales where tx_count = 0 and amount_sum = 0;' : ''}
    return moved;
  end $$;`;

/**
 * Every payment passes through a status it then leaves (awaiting, then paid or failed; paid, then refunded), so the
 * summary gathered a row with count and amount 0 per seller, day, pay type and left status: rows that say nothing and
 * that every report still reads. The roll-up now drops them; a partial index holds only such rows, so finding them
 * costs nothing however large the summary grows. Readers add the summary and the queue, so a dropped zero row and a
 * missing one read the same.
 */
export class Migration20261126000400_daily_sales_zero_rows extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index member_daily_sales_zero_idx on member_daily_sales (member_id)
      where tx_count = 0 and amount_sum = 0;`);
    this.addSql(rollUpFunction(true));
    this.addSql(`delete from member_daily_sales where tx_count = 0 and amount_sum = 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(rollUpFunction(false));
    this.addSql(`drop index member_daily_sales_zero_idx;`);
  }
}
