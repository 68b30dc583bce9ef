import type { AppEnvName } from './app-env';

/**
 * The developer page's try-it console (ADR 0051): a signed-in member runs read-only GraphQL through the session,
 * outside production. The page shows it and the gateway accepts it by this one rule; the header marks a request as
 * the console's so the gateway can hold it to queries.
 */
export const CONSOLE_HEADER = 'X-PayDesk-Console';

/** Where the console exists: every environment but production (the sandbox is outsiders' playground and keeps it). */
export const consoleAvailable = (env: AppEnvName): boolean => env !== 'production';

/** The operation kinds the console runs: queries only, so trying an API never changes an account. */
export const CONSOLE_OPERATIONS: readonly string[] = ['query'];

/** zh-TW answers the gateway and the page both give. */
export const CONSOLE_MESSAGES = {
  readOnly: '測試主控台只能執行查詢（query），不能執行變更（mutation）或訂閱',
  absent: '正式環境不提供測試主控台',
} as const;
