import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { CSV_DEFAULT_FROM, CSV_MESSAGES, type CsvColumn, type CsvFormat } from '@paydesk/shared/csv-exports';
import { isCalendarDay, taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { copyOutTo } from '../database/copy-out';
import { crlfRows, csvEncoder } from './csv-stream';
import { csvFormatOf, csvPrefix, setCsvHeaders } from './csv';

/** What every export request names besides its own filters: the format and the Taiwan days it covers. */
export interface CsvRequest {
  format: CsvFormat;
  from: string;
  to: string;
}

/**
 * The format and range of an export request (`from`/`to` as YYYY-MM-DD, both days included; by default from
 * CSV_DEFAULT_FROM to today in Taiwan, which the file name then states). Answers 400 in the JSON
 * envelope and returns null when either is wrong.
 */
export function csvRequestOf(req: Request, res: Response): CsvRequest | null {
  const fail = (message: string) => void res.status(400).json({ success: false, message });
  const format = csvFormatOf(req);
  if (!format) return fail(CSV_MESSAGES.format) ?? null;
  const q = req.query as Record<string, unknown>;
  const isDay = (d: unknown): d is string => typeof d === 'string' && isCalendarDay(d);
  const to = q.to === undefined || q.to === '' ? taipeiIsoDay() : q.to;
  if (!isDay(to)) return fail(CSV_MESSAGES.date) ?? null;
  const from = q.from === undefined || q.from === '' ? CSV_DEFAULT_FROM : q.from;
  if (!isDay(from)) return fail(CSV_MESSAGES.date) ?? null;
  if (from > to) return fail(CSV_MESSAGES.order) ?? null;
  return { format, from, to };
}

/** SQL bounds of a Taiwan day range on a timestamptz column, for inlineParams (params: from, to). */
export const taipeiRangeSql = (column: string): string =>
  `${column} >= (?::date)::timestamp at time zone 'Asia/Taipei' and ${column} < (?::date + 1)::timestamp at time zone 'Asia/Taipei'`;

/**
 * Streams one COPY as an export (ADR 0022): nothing is written until PostgreSQL answers, then the headers, the BOM
 * (Excel format) and the header row of the format, then PostgreSQL's rows with CRLF line ends, gzipped when the
 * client takes it.
 */
export function streamCsvCopy(
  em: EntityManager,
  res: Response,
  copySql: string,
  file: { columns: readonly CsvColumn[]; format: CsvFormat; fileName: string },
): Promise<void> {
  return copyOutTo(em, copySql, res, {
    rows: crlfRows(),
    start: () => {
      setCsvHeaders(res, file.fileName);
      return { prefix: csvPrefix(file.columns, file.format), encode: csvEncoder(res) };
    },
  });
}
