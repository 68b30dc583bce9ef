import { Migration } from '@mikro-orm/migrations';

/**
 * One withdrawal account per member: the account given at completion was kept in member_profile while withdrawals
 * read member_bank_account. A member with completion bank data and no withdrawal account gets one from it, waiting
 * for an operator's verification like any new account; then member_profile's copy goes, so nothing can read it.
 */
export class Migration20261128000301_one_bank_account extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into member_bank_account (member_id, bank_code, branch_code, account_no, account_name, updated_at)
      select p.member_id, p.bank_code, '', p.bank_account, p.bank_account_name, p.updated_at
        from member_profile p
       where p.bank_code ~ '^[0-9]{3}$' and p.bank_account ~ '^[0-9]{10,16}$'
         and not exists (select 1 from member_bank_account b where b.member_id = p.member_id);`);
    this.addSql(
      `alter table member_profile drop column bank_code, drop column bank_account, drop column bank_account_name;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table member_profile add column bank_code varchar(3), add column bank_account varchar(16),
        add column bank_account_name varchar(60);`);
    this.addSql(`
      update member_profile p set bank_code = b.bank_code, bank_account = b.account_no, bank_account_name = b.account_name
        from member_bank_account b where b.member_id = p.member_id;`);
  }
}
