import * as yup from 'yup';
import { captcha, email, memberAccount, password, passwordConfirm } from '../../lib/validators';

export interface ForgotValues {
  account: string;
  email: string;
  captcha: string;
}

export interface ResetValues {
  newPassword: string;
  newPasswordConfirmed: string;
}

export const forgotSchema = yup.object({ account: memberAccount(), email: email(), captcha: captcha() });

export const resetSchema = yup.object({
  newPassword: password(),
  newPasswordConfirmed: passwordConfirm('newPassword'),
});
