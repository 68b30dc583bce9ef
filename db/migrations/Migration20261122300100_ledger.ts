import { Migration } from '@mikro-orm/migrations';

/**
 * Held-funds ledger (DESIGN §3): accounts, journal entries and postings, idempotency records.
 * The database itself enforces the money rules, so no code path (or psql session) can break them:
 * postings of an entry sum to zero (deferred constraint trigger), entries and postings are append-only,
 * and a member account's cached balance always equals the sum of its postings and never goes below zero.
 */
export class Migration20261122300100_ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table ledger_account (
        id serial primary key,
        member_id integer references member (id),
        kind varchar(20) not null check (kind in ('trust', 'held', 'withdrawing', 'fee_income', 'acquirer_clearing', 'bank_clearing')),
        -- Clearing accounts mirror money outside the platform and may run either way; the rest never go negative.
        allow_negative boolean not null default false,
        balance bigint not null default 0,
        constraint ledger_account_not_negative check (allow_negative or balance >= 0),
        constraint ledger_account_owner check ((member_id is null) = (kind in ('fee_income', 'acquirer_clearing', 'bank_clearing')))
      );`);
    this.addSql(`create unique index ledger_account_owner_kind_uq on ledger_account (coalesce(member_id, 0), kind);`);

    this.addSql(`
      create table journal_entry (
        id bigserial primary key,
        kind varchar(20) not null check (kind in ('payment', 'settlement', 'refund', 'withdrawal', 'withdrawal_paid', 'dormant_fee')),
        member_id integer not null references member (id),
        transaction_id bigint,
        withdrawal_id bigint,
        idempotency_key varchar(64),
        memo varchar(200) not null default '',
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index journal_entry_member_idx on journal_entry (member_id, created_at);`);
    this.addSql(
      `create index journal_entry_transaction_idx on journal_entry (transaction_id) where transaction_id is not null;`,
    );
    // A payment is recorded and settled once, whatever retries or concurrent jobs do.
    this.addSql(
      `create unique index journal_entry_once_per_transaction_uq on journal_entry (transaction_id, kind) where kind in ('payment', 'settlement');`,
    );
    this.addSql(
      `create unique index journal_entry_idempotency_uq on journal_entry (member_id, idempotency_key) where idempotency_key is not null;`,
    );

    this.addSql(`
      create table posting (
        id bigserial primary key,
        entry_id bigint not null references journal_entry (id),
        account_id integer not null references ledger_account (id),
        amount bigint not null check (amount <> 0)
      );`);
    this.addSql(`create index posting_entry_idx on posting (entry_id);`);
    this.addSql(`create index posting_account_idx on posting (account_id, entry_id);`);

    // Append-only: UPDATE, DELETE and TRUNCATE are refused on entries and postings.
    this.addSql(`
      create function ledger_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger rows are immutable (% on %)', tg_op, tg_table_name using errcode = '55000';
      end $$;`);
    for (const table of ['journal_entry', 'posting']) {
      this.addSql(
        `create trigger ${table}_immutable before update or delete on ${table} for each row execute function ledger_refuse_change();`,
      );
      this.addSql(
        `create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function ledger_refuse_change();`,
      );
    }

    // The cached balance moves with every posting, in the same transaction and under the account's row lock.
    this.addSql(`
      create function ledger_apply_posting() returns trigger language plpgsql as $$
      begin
        update ledger_account set balance = balance + new.amount where id = new.account_id;
        return new;
      end $$;`);
    this.addSql(
      `create trigger posting_apply after insert on posting for each row execute function ledger_apply_posting();`,
    );

    // Checked at commit, once every posting of the entry is in: at least two postings summing to zero.
    this.addSql(`
      create function ledger_check_entry_balanced() returns trigger language plpgsql as $$
      declare
        -- Both tables call this; the row's entry id is read by name so one function serves both.
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
    this.addSql(
      `create constraint trigger journal_entry_balanced after insert on journal_entry deferrable initially deferred for each row execute function ledger_check_entry_balanced();`,
    );
    this.addSql(
      `create constraint trigger posting_balanced after insert on posting deferrable initially deferred for each row execute function ledger_check_entry_balanced();`,
    );

    this.addSql(`insert into ledger_account (member_id, kind, allow_negative) values
      (null, 'fee_income', false), (null, 'acquirer_clearing', true), (null, 'bank_clearing', true);`);

    // Withdrawal requests: held -> withdrawing at request, withdrawing -> bank clearing when the bank transfer is done.
    this.addSql(`
      create table withdrawal (
        id bigserial primary key,
        member_id integer not null references member (id),
        amount integer not null check (amount > 0),
        fee integer not null check (fee >= 0),
        net integer not null check (net > 0 and net = amount - fee),
        bank_code varchar(3) not null default '',
        bank_account varchar(20) not null default '',
        account_name varchar(60) not null default '',
        status smallint not null default 1 check (status in (1, 2)),
        requested_at timestamptz not null default now(),
        paid_at timestamptz
      );`);
    this.addSql(`create index withdrawal_member_idx on withdrawal (member_id, requested_at desc);`);

    // One row per (member, key): a retry finds the first answer here instead of moving money again.
    this.addSql(`
      create table idempotency_record (
        member_id integer not null references member (id),
        key varchar(64) not null,
        operation varchar(40) not null,
        request_hash varchar(64) not null,
        response jsonb,
        created_at timestamptz not null default now(),
        primary key (member_id, key)
      );`);
  }
}
