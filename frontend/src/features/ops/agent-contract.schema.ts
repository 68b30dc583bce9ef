import { PAY_TYPE_LIST, SWITCHABLE_PAY_TYPES } from '@paydesk/shared/pay-types';
import { percentToBasisPoints } from '@paydesk/shared/share-rates';
import * as yup from 'yup';
import type { AgentContractInput, PayType } from '../../graphql/generated';
import { textMax } from '../../lib/validators';
import { AGENT_CONTRACT_RULE_TEXT as R } from './text';

/** Pay types a contract can share: the collection types a shop can switch on. */
export const SHARE_PAY_TYPES = SWITCHABLE_PAY_TYPES.map((code) => PAY_TYPE_LIST.keyOf(code) as PayType);

export interface ContractValues {
  startsOn: string;
  endsOn: string;
  note: string;
  /** Percent of the platform fee per pay type as typed, e.g. '0.35' ('' = not shared). */
  rates: Record<string, string>;
}

export const EMPTY_CONTRACT: ContractValues = { startsOn: '', endsOn: '', note: '', rates: {} };

export const contractSchema = yup.object({
  startsOn: yup.string().required(R.startsOnRequired),
  endsOn: yup.string().test('order', R.endsOnOrder, function order(v) {
    const start = (this.parent as ContractValues).startsOn;
    return !v || !start || v >= start;
  }),
  note: yup.string().test(textMax(200, R.noteMax)),
  rates: yup.object().test('rates', R.ratesInvalid, (v) => {
    const values = Object.values((v ?? {}) as Record<string, string>).filter((x) => x.trim() !== '');
    // The shared conversion the gateway applies too: 0 to 100 with at most two decimals.
    return values.length > 0 && values.every((x) => percentToBasisPoints(x) !== null);
  }),
});

export function toContractInput(v: ContractValues): AgentContractInput {
  return {
    startsOn: v.startsOn,
    endsOn: v.endsOn || null,
    note: v.note.trim() || null,
    rates: SHARE_PAY_TYPES.filter((p) => (v.rates[p] ?? '').trim() !== '').map((payType) => ({
      payType,
      percent: (v.rates[payType] ?? '').trim(),
    })),
  };
}
