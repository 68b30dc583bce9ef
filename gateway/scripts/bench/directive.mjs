// `npm run bench`: cost of the permission directive wrapper on a nested guarded field.
// Target: guarded execution within 1.5x of the unguarded schema (recorded in docs/benchmarks.md).
import 'reflect-metadata';
import { graphql } from 'graphql';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { buildGatewaySchema } = require('../../dist/gateway/src/schema/build-schema.js');
const { Viewer, ViewerKind, Role } = require('../../dist/gateway/src/core/viewer.js');

const viewer = Object.assign(new Viewer(), {
  id: 'member:1',
  kind: ViewerKind.MEMBER,
  account: 'bench',
  name: 'bench',
  memType: 2,
  isAssistant: false,
  isPlatform: false,
  roles: [Role.SELLER, Role.BUSINESS],
  permissions: ['member_edit'],
  memberId: 1,
});
const contextValue = {
  viewer,
  services: { members: { profile: async () => ({ email: 'bench@example.com', mobile: '0912345678' }) } },
};
const source = '{ viewer { id kind roles permissions a: profile { email } b: profile { mobile } } }';

async function measure(schema, iterations) {
  for (let i = 0; i < 500; i++) await graphql({ schema, source, contextValue });
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) {
    const result = await graphql({ schema, source, contextValue });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  }
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** One bench row: µs per operation guarded and unguarded, and their ratio (target ≤ 1.5). */
export async function measureDirective() {
  const { contract, executable } = await buildGatewaySchema();
  const iterations = 20_000;
  const rawMs = await measure(contract, iterations);
  const guardedMs = await measure(executable, iterations);
  const ratio = guardedMs / rawMs;
  return [
    {
      figure: `permission directive: guarded ${((guardedMs * 1000) / iterations).toFixed(1)} µs/op vs ${((rawMs * 1000) / iterations).toFixed(1)}`,
      value: `${ratio.toFixed(2)}×`,
      target: '≤ 1.50×',
      pass: ratio <= 1.5,
    },
  ];
}
