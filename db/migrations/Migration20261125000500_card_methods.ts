import { Migration } from '@mikro-orm/migrations';

/**
 * SPEC §3 card methods: a shop switches on bonus-point redemption, UnionPay and Apple Pay; a card payment records
 * which method the buyer used (its fee follows the card kind).
 */
export class Migration20261125000500_card_methods extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table merchant add column card_methods text[] not null default '{}'
         check (card_methods <@ array['creditred', 'creditunionpay', 'applepay']::text[]);`,
    );
    this.addSql(
      `alter table payment_transaction add column card_method varchar(20)
         check (card_method in ('credit', 'creditred', 'creditunionpay', 'applepay'));`,
    );
  }
}
