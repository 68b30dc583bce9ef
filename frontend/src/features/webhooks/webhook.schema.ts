import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_RULE_MESSAGES, webhookUrlError } from '@paydesk/shared/webhook-rules';
import * as yup from 'yup';
import { textMax } from '../../lib/validators';

export interface EndpointValues {
  url: string;
  description: string;
  /** A shop id, or '' for every shop. */
  merchantId: string;
  events: string[];
}

export const EMPTY_ENDPOINT: EndpointValues = { url: '', description: '', merchantId: '', events: [] };

/** The gateway's endpoint rules (shared), checked before the request. */
export const endpointSchema = yup.object({
  url: yup
    .string()
    .required(WEBHOOK_RULE_MESSAGES.url)
    .test('url', WEBHOOK_RULE_MESSAGES.url, (v) => !v || webhookUrlError(v) === null),
  description: yup.string().test(textMax(WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_RULE_MESSAGES.description)),
  merchantId: yup.string(),
  events: yup.array(yup.string().required()).min(1, WEBHOOK_RULE_MESSAGES.events),
});
