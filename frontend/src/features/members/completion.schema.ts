import * as yup from 'yup';
import { ADDRESS_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@paydesk/shared/validation-rules';
import { bankAccount, bankCode, nationalId, phoneDash, requiredString, userName, textMax } from '../../lib/validators';
import { MEMBERS_TEXT } from './text';

export interface CompletionValues {
  address: string;
  contactPhone: string;
  bossName: string;
  bossNationalId: string;
  bankCode: string;
  bankAccount: string;
  bankAccountName: string;
}

export const COMPLETION_FIELDS: readonly (keyof CompletionValues)[] = [
  'address',
  'contactPhone',
  'bossName',
  'bossNationalId',
  'bankCode',
  'bankAccount',
  'bankAccountName',
];

/** The gateway's completion rules: same messages; the account name must be the member's own name. */
export const completionSchema = (business: boolean, ownName: string) =>
  yup.object({
    address: requiredString().test(textMax(ADDRESS_MAX_LENGTH, M.address)),
    contactPhone: phoneDash(),
    bossName: business ? userName() : yup.string(),
    bossNationalId: business ? nationalId() : yup.string(),
    bankCode: bankCode(),
    bankAccount: bankAccount(),
    bankAccountName: requiredString().test(
      'own-name',
      MEMBERS_TEXT.bankOwnName,
      (value) => (value ?? '').trim() === ownName,
    ),
  });
