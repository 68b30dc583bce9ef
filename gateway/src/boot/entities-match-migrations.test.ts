import { ReferenceKind } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate, openOrm } from './database';
import { createTestDatabase } from '../test/test-database';

/**
 * The migrations own the schema; entities only describe it. MikroORM's own schema diff also wants to own
 * checks, partial indexes and defaults, so this compares what an entity relies on: every mapped column
 * exists with the same nullability and length, and every required column without a default is mapped
 * (otherwise an insert through the entity would fail).
 */
interface Column {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  character_maximum_length: number | null;
}

let orm: MikroORM;
let columns: Column[];
beforeAll(async () => {
  orm = await openOrm(await createTestDatabase(), 2);
  await migrate(orm);
  columns = await orm.em.getConnection().execute<Column[]>(
    `select table_name, column_name, is_nullable, column_default, character_maximum_length
       from information_schema.columns where table_schema = 'public'`,
  );
});
afterAll(() => orm.close());

function entityColumns() {
  return Object.values(orm.getMetadata().getAll())
    .filter((meta) => !meta.virtual && !meta.embeddable)
    .flatMap((meta) =>
      Object.values(meta.properties)
        .filter((p) => p.persist !== false && [ReferenceKind.SCALAR, ReferenceKind.MANY_TO_ONE].includes(p.kind))
        .flatMap((p) =>
          p.fieldNames.map((column) => ({
            entity: meta.className,
            table: meta.tableName,
            column,
            nullable: Boolean(p.nullable),
            length: p.length ?? null,
          })),
        ),
    );
}

it('every mapped column exists with the entity’s nullability and length', () => {
  const mismatches = entityColumns().flatMap((c) => {
    const found = columns.find((col) => col.table_name === c.table && col.column_name === c.column);
    if (!found) return [`${c.entity}: ${c.table}.${c.column} does not exist`];
    const problems: string[] = [];
    if ((found.is_nullable === 'YES') !== c.nullable)
      problems.push(`${c.entity}: ${c.table}.${c.column} nullable is ${found.is_nullable}, entity says ${c.nullable}`);
    if (c.length !== null && found.character_maximum_length !== null && found.character_maximum_length !== c.length)
      problems.push(`${c.entity}: ${c.table}.${c.column} length ${found.character_maximum_length} ≠ ${c.length}`);
    return problems;
  });
  expect(mismatches).toEqual([]);
});

it('every required column without a default of an entity’s table is mapped', () => {
  const mapped = entityColumns();
  const tables = new Set(mapped.map((c) => c.table));
  const unmapped = columns
    .filter((col) => tables.has(col.table_name) && col.is_nullable === 'NO' && col.column_default === null)
    .filter((col) => !mapped.some((c) => c.table === col.table_name && c.column === col.column_name))
    .map((col) => `${col.table_name}.${col.column_name}`);
  expect(unmapped).toEqual([]);
});
