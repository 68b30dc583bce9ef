// One "replica" of the settlement job: its own process, pool and ORM, settling until nothing is due.
// Prints {settled, ms}. Two of these run at once in the bench, as two gateway replicas would.
import 'reflect-metadata';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { openOrm } = require('../../dist/gateway/src/boot/database.js');
const { settleDuePayments } = require('../../dist/gateway/src/modules/ledger/settlement.js');

const orm = await openOrm(process.argv[2], 4);
const started = Date.now();
const settled = await settleDuePayments(orm.em.fork());
console.log(JSON.stringify({ settled, ms: Date.now() - started }));
await orm.close();
