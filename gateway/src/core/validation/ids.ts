/** The largest PostgreSQL `integer`: a longer id cannot exist and would fail in the query, not here. */
const MAX_INT4 = 2_147_483_647;

/** A positive integer id from a path, form field or argument; null when it is not one. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INT4 ? id : null;
}
