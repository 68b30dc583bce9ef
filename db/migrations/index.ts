import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000100_foundation } from './Migration20261122000100_foundation';
import { Migration20261122000200_login_throttle } from './Migration20261122000200_login_throttle';
import { Migration20261122000300_merchant } from './Migration20261122000300_merchant';
import { Migration20261122300100_ledger } from './Migration20261122300100_ledger';
import { Migration20261122300200_money_flow } from './Migration20261122300200_money_flow';
import { Migration20261122300300_refund_reservation } from './Migration20261122300300_refund_reservation';

/** Every migration, in order. Add new ones here so compiled builds and tests load the same list. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000100_foundation', class: Migration20261122000100_foundation },
  { name: 'Migration20261122000200_login_throttle', class: Migration20261122000200_login_throttle },
  { name: 'Migration20261122000300_merchant', class: Migration20261122000300_merchant },
  { name: 'Migration20261122300100_ledger', class: Migration20261122300100_ledger },
  { name: 'Migration20261122300200_money_flow', class: Migration20261122300200_money_flow },
  { name: 'Migration20261122300300_refund_reservation', class: Migration20261122300300_refund_reservation },
];
