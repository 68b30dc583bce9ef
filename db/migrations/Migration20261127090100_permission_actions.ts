import { Migration } from '@mikro-orm/migrations';

/**
 * Rights to act apart from rights to view: refunding a payment, shipping, cancelling or refunding a store order and
 * pausing, resuming or cancelling a subscription each need their own key, so an assistant granted a list to look at
 * can no longer move money from it. Existing assistant groups are not granted the new keys: an owner grants them
 * on purpose. The boot seed keeps labels and order in step afterwards; this adds the rows for databases that exist.
 */
export class Migration20261127090100_permission_actions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table permission_entry drop constraint permission_entry_type_check,
      alter column type type varchar(6),
      add constraint permission_entry_type_check check (type in ('menu', 'link', 'action'));`);
    this.addSql(`insert into permission_entry (key, type, bread, parent_key, sort, area) values
      ('trans_refund', 'action', '交易退款', 'trans_detail', 15, 'transactions'),
      ('shop_order_manage', 'action', '訂單出貨、取消與退款', 'shop_transaction', 41, 'shop'),
      ('period_order_manage', 'action', '訂閱暫停、恢復與取消', 'period_order_list', 47, 'period')
      on conflict (key) do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from permission_entry where type = 'action';`);
    this.addSql(`update assistant_group set permission_keys =
      array_remove(array_remove(array_remove(permission_keys, 'trans_refund'), 'shop_order_manage'),
        'period_order_manage');`);
    this.addSql(`alter table permission_entry drop constraint permission_entry_type_check,
      alter column type type varchar(4),
      add constraint permission_entry_type_check check (type in ('menu', 'link'));`);
  }
}
