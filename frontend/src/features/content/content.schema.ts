import { CONTENT_LIMITS, CONTENT_MESSAGES as M } from '@paydesk/shared/content-rules';
import * as yup from 'yup';
import { textMax } from '../../lib/validators';
import { CONTENT_TEXT } from './text';

/** The operator's editor checks what the gateway checks, with the same words. */
export const contentSchema = yup.object({
  title: yup.string().trim().required(M.titleRequired).test(textMax(CONTENT_LIMITS.title, M.titleTooLong)),
  summary: yup.string().test(textMax(CONTENT_LIMITS.summary, M.summaryTooLong)),
  bodyHtml: yup.string().trim().required(M.bodyRequired),
  sort: yup.string().matches(/^\d{0,4}$/, CONTENT_TEXT.sortNumeric),
});
