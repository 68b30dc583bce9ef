import fs from 'node:fs';
import path from 'node:path';
import { computeGates, type GateFacts, type GateKind } from '@paydesk/shared/gate-rules';

interface GateCase {
  name: string;
  route: string;
  facts: Partial<GateFacts>;
  gates: GateKind[];
}

// The same table the client's gate test reads (frontend/src/features/gates/gate-rules.test.ts).
const table = JSON.parse(fs.readFileSync(path.join(__dirname, 'gate-cases.json'), 'utf8')) as {
  defaults: GateFacts;
  cases: GateCase[];
};

describe('SPEC §4 gate order (gateway)', () => {
  it.each(table.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(computeGates({ ...table.defaults, ...c.facts }, c.route)).toEqual(c.gates);
  });
});
