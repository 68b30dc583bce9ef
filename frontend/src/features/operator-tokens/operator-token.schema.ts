import { TOKEN_LIMITS, TOKEN_MESSAGES } from '@paydesk/shared/token-scopes';
import * as yup from 'yup';
import type { OperatorTokenScope } from '../../graphql/generated';
import { textMax } from '../../lib/validators';

export interface OperatorTokenValues {
  name: string;
  /** The contract's scope keys (OPS_REPORTS_READ), as the form's checkboxes carry them. */
  scopes: OperatorTokenScope[];
  expiresInDays: string;
}

export const EMPTY_OPERATOR_TOKEN: OperatorTokenValues = { name: '', scopes: [], expiresInDays: '30' };

/** The gateway's token rules (shared), checked before the request: a name, a scope, 1 to 365 days. */
export const operatorTokenSchema = yup.object({
  name: yup.string().trim().required(TOKEN_MESSAGES.name).test(textMax(TOKEN_LIMITS.nameMax, TOKEN_MESSAGES.name)),
  scopes: yup.array(yup.string().required()).min(1, TOKEN_MESSAGES.scopes),
  expiresInDays: yup
    .string()
    .required(TOKEN_MESSAGES.expires)
    .matches(/^[1-9]\d*$/, TOKEN_MESSAGES.expires)
    .test('max', TOKEN_MESSAGES.expires, (v) => !v || Number(v) <= TOKEN_LIMITS.maxDays),
});
