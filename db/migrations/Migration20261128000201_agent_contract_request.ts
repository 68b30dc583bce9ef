import { Migration } from '@mikro-orm/migrations';

/**
 * An agent without a contract asks ops for one. At most one open request per agent (a partial unique index, so a
 * double click or parallel requests insert one row); ops setting a contract closes it, and closed requests stay as
 * history.
 */
export class Migration20261128000201_agent_contract_request extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table agent_contract_request (
      id serial primary key,
      agent_member_id integer not null references member (id),
      requested_at timestamptz not null default now(),
      closed_at timestamptz,
      closed_by varchar(60));`);
    this.addSql(`create unique index agent_contract_request_open_uq on agent_contract_request (agent_member_id)
      where closed_at is null;`);
  }
}
