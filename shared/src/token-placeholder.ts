import { TOKEN_ENV } from './api-reference';

/** Where a signed-in member's copied example wants the token (ADR 0051). */
export const TOKEN_PLACEHOLDER = '<YOUR_TOKEN>';

/**
 * An example of api-reference.ts as a signed-in member copies it: the token's place marked with TOKEN_PLACEHOLDER
 * instead of read from the environment, so the copied script runs once the member pastes a token from the token
 * page. `gateway/src/schema/token-placeholder.e2e.test.ts` runs every example this way with a real token.
 */
export function withTokenPlaceholder(code: string): string {
  return code
    .replace(`"Bearer " + os.environ["${TOKEN_ENV}"]`, `"Bearer ${TOKEN_PLACEHOLDER}"`)
    .replace(`\`Bearer \${process.env.${TOKEN_ENV}}\``, `'Bearer ${TOKEN_PLACEHOLDER}'`)
    .replace(`$${TOKEN_ENV}`, TOKEN_PLACEHOLDER);
}
