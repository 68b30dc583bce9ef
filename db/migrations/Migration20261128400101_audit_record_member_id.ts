import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail pages newest first by id within a member (keyset: `id < cursor`); this index answers each page
 * from its first row instead of sorting the member's whole trail.
 */
export class Migration20261128400101_audit_record_member_id extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists audit_record_member_id_idx on audit_record (member_id, id desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists audit_record_member_id_idx;`);
  }
}
