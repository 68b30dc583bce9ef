import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from './paths';

// routes.ts lists the pages in the order of the table's rows, each after a comment with its route's name (a list, not
// a map by name, keeps the names out of the entry chunk twice): the comments must name the rows, in order.
describe('the pages of the route table', () => {
  it('are listed one per route, in the order of paths.ts', () => {
    const source = fs.readFileSync(path.join(__dirname, 'routes.ts'), 'utf8');
    const list = source.slice(source.indexOf('const PAGES'));
    const named = [...list.matchAll(/^\s*\/\*\s*([\w.-]+)\s*\*\/\s*\(\)\s*=>/gm)].map((m) => m[1]);
    expect(named).toEqual(ROUTES.map((route) => route.name));
  });
});
