import { Migration } from '@mikro-orm/migrations';

/**
 * For set-based settlement, the ledger's posting triggers run once per statement instead of once per row.
 * A settlement batch writes thousands of postings to the same few accounts in one statement; a row trigger updated
 * each account once per posting (one new row version each, so the same row was rewritten thousands of times in one
 * transaction) and checked each entry's balance once per posting at commit.
 *
 * The guarantees stay, stated per statement:
 * - balances move by the sum of the statement's postings per account, under the row locks callers already hold
 *   (every caller locks its accounts in the global order first); the non-negative constraint sees the net result;
 * - every entry a posting statement touches is balanced (at least two postings summing to zero) when the statement
 *   ends, so an entry's postings are written in one statement (postEntry and settlement do) and a later posting
 *   cannot unbalance an old entry;
 * - an entry without any posting is still refused at commit by the deferred journal_entry trigger.
 * The apply trigger's name sorts before the check's, so PostgreSQL runs it first (triggers fire in name order).
 */
export class Migration20261125000600_ledger_statement_triggers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger posting_apply on posting;`);
    this.addSql(`drop trigger posting_balanced on posting;`);
    this.addSql(`
      create function ledger_apply_postings() returns trigger language plpgsql as $$
      begin
        update ledger_account a set balance = a.balance + d.amount
          from (select account_id, sum(amount) as amount from new_postings group by account_id) d
         where a.id = d.account_id;
        return null;
      end $$;`);
    this.addSql(
      `create trigger posting_apply after insert on posting referencing new table as new_postings for each statement execute function ledger_apply_postings();`,
    );
    this.addSql(`
      create function ledger_check_postings_balanced() returns trigger language plpgsql as $$
      declare
        bad bigint;
      begin
        select e.entry_id into bad
          from (select distinct entry_id from new_postings) e,
               lateral (select count(*) as n, sum(amount) as total from posting p where p.entry_id = e.entry_id) x
         where x.n < 2 or x.total <> 0
         limit 1;
        if bad is not null then
          raise exception 'journal entry % is unbalanced', bad using errcode = '23514';
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger posting_zz_balanced after insert on posting referencing new table as new_postings for each statement execute function ledger_check_postings_balanced();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger posting_zz_balanced on posting;`);
    this.addSql(`drop trigger posting_apply on posting;`);
    this.addSql(`drop function ledger_check_postings_balanced();`);
    this.addSql(`drop function ledger_apply_postings();`);
    this.addSql(
      `create trigger posting_apply after insert on posting for each row execute function ledger_apply_posting();`,
    );
    this.addSql(
      `create constraint trigger posting_balanced after insert on posting deferrable initially deferred for each row execute function ledger_check_entry_balanced();`,
    );
  }
}
