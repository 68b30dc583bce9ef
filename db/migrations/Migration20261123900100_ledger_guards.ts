import { Migration } from '@mikro-orm/migrations';

/**
 * Closes two gaps in the database's own money promises:
 * - the audit trail also refuses TRUNCATE (UPDATE and DELETE were refused already);
 * - a ledger account's balance moves only through postings: the posting trigger is its one writer, so a
 *   direct UPDATE of balance (or of the owner, kind or negative allowance that give it meaning), a DELETE
 *   and a TRUNCATE are refused.
 */
export class Migration20261123900100_ledger_guards extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create trigger audit_record_no_truncate before truncate on audit_record for each statement execute function ledger_refuse_change();`,
    );

    // ledger_apply_posting updates the balance from inside the posting trigger, so this guard then runs at
    // trigger depth 2; any statement issued directly (psql, application SQL) runs it at depth 1.
    this.addSql(`
      create function ledger_account_guard() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and pg_trigger_depth() > 1
           and new.member_id is not distinct from old.member_id and new.kind = old.kind and new.allow_negative = old.allow_negative then
          return new;
        end if;
        raise exception 'ledger account balances move only through postings (% on %)', tg_op, tg_table_name using errcode = '55000';
      end $$;`);
    this.addSql(
      `create trigger ledger_account_guarded before update or delete on ledger_account for each row execute function ledger_account_guard();`,
    );
    this.addSql(
      `create trigger ledger_account_no_truncate before truncate on ledger_account for each statement execute function ledger_refuse_change();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger ledger_account_no_truncate on ledger_account;`);
    this.addSql(`drop trigger ledger_account_guarded on ledger_account;`);
    this.addSql(`drop function ledger_account_guard();`);
    this.addSql(`drop trigger audit_record_no_truncate on audit_record;`);
  }
}
