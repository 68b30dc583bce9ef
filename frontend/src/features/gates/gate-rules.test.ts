import fs from 'node:fs';
import path from 'node:path';
import { computeGates, type GateFacts, type GateKind } from '@paydesk/shared/gate-rules';

interface GateCase {
  name: string;
  route: string;
  facts: Partial<GateFacts>;
  gates: GateKind[];
}

// The same table the gateway's gate test reads, so client and server give the same answers.
const CASES_FILE = path.resolve(__dirname, '../../../../gateway/src/modules/member-info/gate-cases.json');
const table = JSON.parse(fs.readFileSync(CASES_FILE, 'utf8')) as { defaults: GateFacts; cases: GateCase[] };

describe('SPEC §4 gate order (client)', () => {
  it('reads the shared table', () => {
    expect(table.cases.length).toBeGreaterThan(20);
  });

  it.each(table.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(computeGates({ ...table.defaults, ...c.facts }, c.route)).toEqual(c.gates);
  });
});
