import * as Yup from 'yup';
import { DEVELOPER_TOOLS_TEXT as X } from './tools-text';

/** The longest document the console sends (the gateway's own cost limits still apply). */
export const CONSOLE_QUERY_MAX = 10_000;

export interface ConsoleValues {
  query: string;
  variables: string;
}

/** Variables are empty or a JSON object, as GraphQL takes them. */
export function parseVariables(text: string): Record<string, unknown> | null | undefined {
  if (!text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const consoleSchema: Yup.ObjectSchema<ConsoleValues> = Yup.object({
  query: Yup.string().trim().required(X.queryRequired).max(CONSOLE_QUERY_MAX, X.queryTooLong),
  // Formik hands an empty field over as undefined: the default makes it the empty text it was.
  variables: Yup.string()
    .default('')
    .test('json-object', X.variablesInvalid, (text) => parseVariables(text ?? '') !== null),
});
