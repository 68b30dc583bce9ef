import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config/config';
import { buildGatewaySchema, printContract } from './build-schema';
import { writeScopeQueries } from './scope-queries';

export const CONTRACT_FILE = path.join(repoRoot(), 'schema.graphql');

/** The SDL the gateway serves, as committed in schema.graphql. */
export async function contractSdl(): Promise<string> {
  const { contract } = await buildGatewaySchema();
  return printContract(contract);
}

// CLI: write schema.graphql, or with --check fail when the committed file is stale.
if (require.main === module) {
  contractSdl()
    .then((sdl) => {
      if (process.argv.includes('--check')) {
        const committed = fs.existsSync(CONTRACT_FILE) ? fs.readFileSync(CONTRACT_FILE, 'utf8') : '';
        if (committed !== sdl) {
          console.error('schema.graphql is stale: run `npm run codegen` and commit the result.');
          process.exit(1);
        }
        console.log('schema.graphql matches the gateway schema.');
      } else {
        fs.writeFileSync(CONTRACT_FILE, sdl);
        writeScopeQueries(sdl);
        console.log(`wrote ${CONTRACT_FILE}`);
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
