import { Migration } from '@mikro-orm/migrations';

/**
 * The commit-time check that every journal entry has at least two postings summing to zero reads the entry's id
 * directly. It once served the posting table too and read the id by name through `to_jsonb(new)`, which serialised
 * every inserted entry, memo and all; only journal_entry calls it now (postings are checked per statement), and a
 * settlement batch commits thousands of entries at once, so that was a third of its commit.
 */
export class Migration20261128600101_entry_balance_check_by_id extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function ledger_check_entry_balanced() returns trigger language plpgsql as $$
      declare
        total numeric;
        n integer;
      begin
        select coalesce(sum(amount), 0), count(*) into total, n from posting where entry_id = new.id;
        if n < 2 or total <> 0 then
          raise exception 'journal entry % is unbalanced (% postings, sum %)', new.id, n, total using errcode = '23514';
        end if;
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function ledger_check_entry_balanced() returns trigger language plpgsql as $$
      declare
        entry bigint := (to_jsonb(new) ->> case when tg_table_name = 'journal_entry' then 'id' else 'entry_id' end)::bigint;
        total numeric;
        n integer;
      begin
        select coalesce(sum(amount), 0), count(*) into total, n from posting where entry_id = entry;
        if n < 2 or total <> 0 then
          raise exception 'journal entry % is unbalanced (% postings, sum %)', entry, n, total using errcode = '23514';
        end if;
        return null;
      end $$;`);
  }
}
