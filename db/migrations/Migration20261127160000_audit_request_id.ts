import { Migration } from '@mikro-orm/migrations';

/**
 * The request an audit record was written in (X-Request-Id, as the gateway's log lines carry it), so a record leads
 * to its request's log lines. Null for what jobs write.
 */
export class Migration20261127160000_audit_request_id extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table audit_record add column request_id varchar(64);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table audit_record drop column request_id;`);
  }
}
