import { Migration } from '@mikro-orm/migrations';

/**
 * SPEC §5 accepts an email up to 254 characters (RFC 5321); the contact form's column held 100, so a longer valid
 * address passed validation and then failed in PostgreSQL.
 */
export class Migration20261124100100_contact_email_length extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table contact_message alter column email type varchar(254);`);
  }
}
