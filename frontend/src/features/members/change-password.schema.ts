import * as yup from 'yup';
import { captcha, password, passwordConfirm, requiredString } from '../../lib/validators';
import { MEMBERS_TEXT } from './text';

/** SPEC §3 change-password form; the legacy REST names are OldLoginPP, NewLoginPP, NewLoginPPConfirmed, CaptchaCode. */
export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmed: string;
  captcha: string;
}

export const CHANGE_PASSWORD_FIELDS: readonly (keyof ChangePasswordValues)[] = [
  'oldPassword',
  'newPassword',
  'newPasswordConfirmed',
  'captcha',
];

export const CHANGE_PASSWORD_INITIAL: ChangePasswordValues = {
  oldPassword: '',
  newPassword: '',
  newPasswordConfirmed: '',
  captcha: '',
};

/** SPEC §5 dialog rules: all four required, the password rule, 確認密碼需與登入密碼相同, captcha ≤ 5. */
export const changePasswordSchema = yup.object({
  oldPassword: requiredString(MEMBERS_TEXT.oldRequired),
  newPassword: password(),
  newPasswordConfirmed: passwordConfirm('newPassword'),
  captcha: captcha(),
});
