/**
 * Taiwan wall-clock formatting done by PostgreSQL, for exports of a million rows where formatting in Node would be
 * the bottleneck. The SQL twin of `taipeiDateTime` in shared/src/taiwan-time.ts ('YYYY/MM/DD HH:mm', '' for none);
 * `taipei-sql.test.ts` runs both on the same instants.
 */
export const taipeiDateTimeSql = (column: string) =>
  `coalesce(to_char(${column} at time zone 'Asia/Taipei', 'YYYY/MM/DD HH24:MI'), '')`;

/** The SQL twin of `taipeiIsoDateTime`: 'YYYY-MM-DDTHH:mm:ss+08:00', '' for none (the program CSV format). */
export const taipeiIsoDateTimeSql = (column: string) =>
  `coalesce(to_char(${column} at time zone 'Asia/Taipei', 'YYYY-MM-DD"T"HH24:MI:SS"+08:00"'), '')`;
