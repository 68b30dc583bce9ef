import { reviewReasonProblem } from '@paydesk/shared/review-rules';

/** The message of the first rule a decision reason breaks (the gateway's own rule), or null when it is fine. */
export function reasonError(reason: string, required: boolean, requiredMessage: string): string | null {
  return reviewReasonProblem(reason, required, requiredMessage)?.message ?? null;
}
