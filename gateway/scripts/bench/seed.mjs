// Bench data, written set-based (generate_series) so millions of rows take minutes, not hours.
// Report rows carry no ledger (reports read payment_transaction only); settlement rows carry the payment entry
// and postings a real checkout writes (acquirer clearing -amount, trust +net, fee income +fee).

/** `count` business sellers, each a copy of the demo business01 with one shop; returns their member ids. */
export async function seedSellers(db, count) {
  const { rows } = await db.query(
    `with src as (select * from member where login_name = 'business01'),
     made as (
       insert into member
       select (jsonb_populate_record(null::member, to_jsonb(src) - 'id' || jsonb_build_object(
                 'id', nextval(pg_get_serial_sequence('member', 'id')),
                 'login_name', 'bench' || g, 'identity_no', null, 'email', 'bench' || g || '@example.com'))).*
         from src, generate_series(1, $1) g
       returning id)
     select id from made order by id`,
    [count],
  );
  const ids = rows.map((r) => r.id);
  await db.query(
    `insert into merchant
     select (jsonb_populate_record(null::merchant, to_jsonb(src) - 'id' || jsonb_build_object(
               'id', nextval(pg_get_serial_sequence('merchant', 'id')), 'member_id', m, 'name', '壓測商店 ' || m,
               'merchant_no', nextval('merchant_no_seq')::text))).*
       from (select * from merchant where member_id = (select id from member where login_name = 'business01')
              order by id limit 1) src, unnest($1::int[]) m`,
    [ids],
  );
  return ids;
}

/** What a kept database holds: every payment, and business01's (the seller the reports are measured as). */
export async function countReportTransactions(db) {
  const {
    rows: [counts],
  } = await db.query(
    `select count(*)::int as total,
            count(*) filter (where t.member_id = (select id from member where login_name = 'business01'))::int as big
       from payment_transaction t`,
  );
  return counts;
}

/**
 * Report rows: `total` payments over the last two years, `bigShare` of them business01's (the heavy seller the
 * reports are measured as), the rest spread over `sellers`. Mostly paid, some awaiting, failed or refunded.
 */
export async function seedReportTransactions(db, { total, bigShare, sellers, chunk = 500_000 }) {
  const { rows } = await db.query(
    `select m.member_id, m.id as merchant_id from merchant m join member u on u.id = m.member_id
      where u.login_name = 'business01' or u.id = any($1::int[]) order by (u.login_name = 'business01') desc, m.id`,
    [sellers],
  );
  const big = rows[0];
  const others = rows.slice(1);
  const bigEvery = Math.max(1, Math.round(1 / bigShare));
  // The daily summary (member_daily_sales) is filled with one aggregate after the chunks instead of by the insert
  // trigger: measured at 500,000 rows a chunk, the trigger adds ~7% to every chunk and leaves millions of deltas to
  // roll up, where one aggregate over 1,000,000 rows takes ~2 s.
  const {
    rows: [{ last }],
  } = await db.query('select coalesce(max(id), 0) as last from payment_transaction');
  await db.query('alter table payment_transaction disable trigger payment_transaction_sales_insert');
  const rebuild = await dropSecondaryIndexes(db, 'payment_transaction');
  try {
    await insertReportChunks(db, { total, chunk, bigEvery, big, others });
  } finally {
    await rebuild();
    await db.query('alter table payment_transaction enable trigger payment_transaction_sales_insert');
  }
  await db.query(
    `insert into member_daily_sales as s (member_id, business_date, pay_type, status, tx_count, amount_sum)
     select member_id, (created_at at time zone 'Asia/Taipei')::date, pay_type, status, count(*), sum(amount)
       from payment_transaction where id > $1 and member_id is not null group by 1, 2, 3, 4
     on conflict (member_id, business_date, pay_type, status) do update
       set tx_count = s.tx_count + excluded.tx_count, amount_sum = s.amount_sum + excluded.amount_sum`,
    [last],
  );
  // The demo seed's own payments went through the triggers; fold their deltas in too.
  await db.query('select member_daily_sales_roll_up()');
  await db.query('vacuum analyze payment_transaction, member_daily_sales, member_daily_sales_delta');
  // The reports read the summary: a bench whose summary disagrees with the payments would measure wrong answers.
  const { rows: off } = await db.query(
    `select 1 from (select (created_at at time zone 'Asia/Taipei')::date as d, pay_type, status, count(*) as n, sum(amount) as a
                      from payment_transaction where member_id = $1 group by 1, 2, 3) p
       full join (select business_date as d, pay_type, status, tx_count as n, amount_sum as a
                    from member_daily_sales where member_id = $1 and tx_count <> 0) s using (d, pay_type, status)
      where p.n is distinct from s.n or p.a is distinct from s.a limit 1`,
    [big.member_id],
  );
  if (off.length) throw new Error('the daily summary disagrees with the seeded payments');
  return big.member_id;
}

/**
 * Drops a table's indexes that back no constraint and returns what builds them again. Rows inserted in bulk are
 * indexed faster by one sort per index afterwards than entry by entry into indexes keyed by seller: at 10,000,000
 * report rows, inserting with the five seller/buyer indexes in place slowed every chunk as they outgrew memory.
 */
async function dropSecondaryIndexes(db, table) {
  const { rows } = await db.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  );
  for (const { name } of rows) await db.query(`drop index ${name}`);
  return async () => {
    // One sort in memory per index instead of spilling (a session setting; the server's own default is 64 MB).
    await db.query(`set maintenance_work_mem = '512MB'`);
    for (const { definition } of rows) await db.query(definition);
    await db.query('reset maintenance_work_mem');
  };
}

async function insertReportChunks(db, { total, chunk, bigEvery, big, others }) {
  for (let start = 0; start < total; start += chunk) {
    const n = Math.min(chunk, total - start);
    await db.query(
      `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, item_name, fee,
              installments, buyer_name, buyer_email, created_at, paid_at)
       select '8' || lpad(g::text, 19, '0'), a.amount,
              case when g % 50 = 0 then 0 when g % 40 = 0 then 2 when g % 30 = 0 then 3 else 1 end,
              (array[1, 1, 1, 2, 3, 6, 9, 11])[1 + g % 8], s.merchant_id, s.member_id, '壓測商品 ' || (g % 97), a.amount * 28 / 1000,
              1, '壓測買家', 'buyer' || (g % 1000) || '@example.com', c.at, c.at
         from generate_series($1::bigint, $2::bigint) g
         cross join lateral (select 100 + (g * 7919) % 9900 as amount) a
         cross join lateral (select now() - make_interval(secs => (g * 104729) % (730 * 86400)) as at) c
         join lateral (select * from json_to_record(case when g % $3 = 0 then $4::json
                          else ($5::json -> (g % $6)::int) end) as x(member_id int, merchant_id int)) s on true`,
      [
        start + 1,
        start + n,
        bigEvery,
        JSON.stringify(big),
        JSON.stringify(others.length ? others : [big]),
        Math.max(1, others.length),
      ],
    );
  }
}

/** Settlement rows: `total` paid card payments due an hour ago over `sellers`, each with its payment entry. */
export async function seedDuePayments(db, { total, sellers, chunk = 100_000 }) {
  await db.query(
    `insert into ledger_account (member_id, kind) select m, k from unnest($1::int[]) m
       cross join unnest(array['trust', 'held', 'withdrawing']) k on conflict (coalesce(member_id, 0), kind) do nothing`,
    [sellers],
  );
  const { rows } = await db.query(
    `select m.member_id, m.id as merchant_id from merchant m where m.member_id = any($1::int[]) order by m.member_id`,
    [sellers],
  );
  for (let start = 0; start < total; start += chunk) {
    const n = Math.min(chunk, total - start);
    await db.query(
      `with s as (select * from json_to_recordset($3::json) as x(member_id int, merchant_id int)),
       shops as (select row_number() over () - 1 as i, * from s),
       tx as (
         insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, item_name, fee,
                created_at, paid_at, settle_due_at)
         select '7' || lpad(g::text, 19, '0'), 1000, 1, 1, sh.merchant_id, sh.member_id, '壓測撥款', 28,
                now() - interval '8 days', now() - interval '8 days', now() - interval '1 hour'
           from generate_series($1::bigint, $2::bigint) g join shops sh on sh.i = g % $4
         returning id, member_id, amount, fee),
       entry as (
         insert into journal_entry (kind, member_id, transaction_id, memo, effective_at)
         select 'payment', member_id, id, '收款', now() - interval '8 days' from tx
         returning id, member_id, transaction_id)
       insert into posting (entry_id, account_id, amount)
       select e.id, a.id, case a.kind when 'acquirer_clearing' then -tx.amount when 'trust' then tx.amount - tx.fee else tx.fee end
         from entry e join tx on tx.id = e.transaction_id
         join ledger_account a on (a.member_id = e.member_id and a.kind = 'trust')
                               or (a.member_id is null and a.kind in ('acquirer_clearing', 'fee_income'))`,
      [start + 1, start + n, JSON.stringify(rows), rows.length],
    );
  }
  await db.query('vacuum analyze payment_transaction, journal_entry, posting');
}
