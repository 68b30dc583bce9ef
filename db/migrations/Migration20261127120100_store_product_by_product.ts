import { Migration } from '@mikro-orm/migrations';

/**
 * Which stores sell a product: asked on every public fetch of a product picture (a picture is public only while an
 * open store sells its product) and for a product's store list. The primary key leads with the store, so without
 * this each of those read the whole table.
 */
export class Migration20261127120100_store_product_by_product extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index store_product_product_idx on store_product (product_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index store_product_product_idx;`);
  }
}
