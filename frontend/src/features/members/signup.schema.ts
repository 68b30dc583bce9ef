import * as yup from 'yup';
import { COMPANY_NAME_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@paydesk/shared/validation-rules';
import {
  captcha,
  email,
  memberAccount,
  mobile,
  nationalId,
  password,
  passwordConfirm,
  requiredString,
  taxId,
  userName,
  textMax,
} from '../../lib/validators';
import { MEMBERS_TEXT } from './text';

export type SignupKind = 'PERSONAL' | 'BUSINESS' | 'BUYER';

export interface SignupValues {
  kind: SignupKind;
  account: string;
  password: string;
  passwordConfirmed: string;
  name: string;
  identityNo: string;
  email: string;
  mobile: string;
  agreeTerms: boolean;
  captcha: string;
}

export const SIGNUP_FIELDS: readonly (keyof SignupValues)[] = [
  'account',
  'password',
  'passwordConfirmed',
  'name',
  'identityNo',
  'email',
  'mobile',
  'agreeTerms',
  'captcha',
];

export const AGREE_TERMS_MESSAGE = MEMBERS_TEXT.agreeTermsRequired;

export const signupInitialValues = (kind: SignupKind): SignupValues => ({
  kind,
  account: '',
  password: '',
  passwordConfirmed: '',
  name: '',
  identityNo: '',
  email: '',
  mobile: '',
  agreeTerms: false,
  captcha: '',
});

/** The SPEC §5 rules of the gateway's signup, with the same messages. */
export const signupSchema = yup.object({
  kind: yup.mixed<SignupKind>().oneOf(['PERSONAL', 'BUSINESS', 'BUYER']).required(),
  account: memberAccount(),
  password: password(),
  passwordConfirmed: passwordConfirm('password'),
  name: yup.string().when('kind', {
    is: 'BUSINESS',
    then: () => requiredString().test(textMax(COMPANY_NAME_MAX_LENGTH, M.companyName)),
    otherwise: () => userName(),
  }),
  identityNo: yup.string().when('kind', {
    is: 'PERSONAL',
    then: () => nationalId(),
    otherwise: (schema) => schema.when('kind', { is: 'BUSINESS', then: () => taxId(), otherwise: (s) => s.optional() }),
  }),
  email: email(),
  mobile: mobile(),
  agreeTerms: yup.boolean().oneOf([true], AGREE_TERMS_MESSAGE).required(AGREE_TERMS_MESSAGE),
  captcha: captcha(),
});
