/**
 * An operator's decision reason (shop review, JKO application, member review, bank-account check): required for
 * everything but an approval, at most 200 characters. The console's forms and the gateway ask the same function.
 */
export const REVIEW_REASON_MAX = 200;

export const REVIEW_REASON_MESSAGES = {
  required: '請輸入審核原因',
  tooLong: `審核原因不可超過 ${REVIEW_REASON_MAX} 字`,
} as const;

export interface ReasonProblem {
  code: 'REQUIRED' | 'TOO_LONG';
  message: string;
}

/** The first rule the (trimmed) reason breaks, or null; `requiredMessage` words the empty case for its screen. */
export function reviewReasonProblem(
  reason: string | null | undefined,
  required: boolean,
  requiredMessage: string = REVIEW_REASON_MESSAGES.required,
): ReasonProblem | null {
  const text = (reason ?? '').trim();
  if (!text) return required ? { code: 'REQUIRED', message: requiredMessage } : null;
  if (text.length > REVIEW_REASON_MAX) return { code: 'TOO_LONG', message: REVIEW_REASON_MESSAGES.tooLong };
  return null;
}
