import fs from 'node:fs';
import path from 'node:path';
import { TABLE_OWNERS } from './table-owners';

const SRC = path.resolve(__dirname, '..');

/** Production sources: tests and their fixtures may write any table to set a scene. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(file);
    return /\.ts$/.test(e.name) && !/\.(test|fixtures)\.ts$/.test(e.name) ? [file] : [];
  });
}

/** Every write in a file: the table, and for an update the text up to its where (its set list). */
function writesOf(text: string): { table: string; set: string | null }[] {
  const writes: { table: string; set: string | null }[] = [];
  for (const m of text.matchAll(/\binsert\s+into\s+(\w+)/gi)) writes.push({ table: m[1].toLowerCase(), set: null });
  for (const m of text.matchAll(/\bupdate\s+(\w+)(?:\s+(?:as\s+)?\w+)?\s+set\s+([\s\S]*?)\bwhere\b/gi))
    writes.push({ table: m[1].toLowerCase(), set: m[2] });
  return writes;
}

/** The folder under modules/ a file belongs to (or its path from src/ when it is outside modules/). */
const folderOf = (file: string) => {
  const rel = path.relative(SRC, file).split(path.sep);
  return rel[0] === 'modules' ? rel[1] : rel.join('/');
};

it('writes each owned table only from its owning module', () => {
  const offences: string[] = [];
  const files = sources(SRC);
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const folder = folderOf(file);
    for (const w of writesOf(fs.readFileSync(file, 'utf8'))) {
      const rule = TABLE_OWNERS.find((o) => o.table === w.table);
      if (!rule || rule.owner === folder) continue;
      const allowed = rule.also?.some(
        (a) =>
          a.folder === folder &&
          (!a.column || (w.set !== null && w.set.split(',').every((s) => s.trim().startsWith(`${a.column} `)))),
      );
      if (!allowed) offences.push(`${path.relative(SRC, file)} writes ${w.table}`);
    }
  }
  expect(offences).toEqual([]);
});

it('finds the writes it is meant to find', () => {
  expect(writesOf('insert into payment_transaction (id) values (1)')).toEqual([
    { table: 'payment_transaction', set: null },
  ]);
  expect(writesOf('update shop_order o set status = ? where id = ?')).toEqual([
    { table: 'shop_order', set: 'status = ? ' },
  ]);
  expect(writesOf('select id from shop_order where id = ? for update')).toEqual([]);
});
