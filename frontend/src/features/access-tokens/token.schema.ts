import { TOKEN_LIMITS, TOKEN_MESSAGES } from '@paydesk/shared/token-scopes';
import * as yup from 'yup';
import type { TokenScope } from '../../graphql/generated';
import { textMax } from '../../lib/validators';

export interface TokenValues {
  name: string;
  /** The contract's scope keys (PF_READ), as the form's checkboxes carry them. */
  scopes: TokenScope[];
  expiresInDays: string;
}

export const EMPTY_TOKEN: TokenValues = { name: '', scopes: [], expiresInDays: '90' };

/** The gateway's token rules (shared), checked before the request. */
export const tokenSchema = yup.object({
  name: yup.string().trim().required(TOKEN_MESSAGES.name).test(textMax(TOKEN_LIMITS.nameMax, TOKEN_MESSAGES.name)),
  scopes: yup.array(yup.string().required()).min(1, TOKEN_MESSAGES.scopes),
  expiresInDays: yup
    .string()
    .required(TOKEN_MESSAGES.expires)
    .matches(/^[1-9]\d*$/, TOKEN_MESSAGES.expires)
    .test('max', TOKEN_MESSAGES.expires, (v) => !v || Number(v) <= TOKEN_LIMITS.maxDays),
});
