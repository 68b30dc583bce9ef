import * as yup from 'yup';
import { CAPTCHA_LENGTH, loginCaptcha, memberAccount, requiredString } from '../../lib/validators';
import { AUTH_TEXT } from './text';

export interface LoginValues {
  account: string;
  password: string;
  captcha: string;
}

export const LOGIN_INITIAL_VALUES: LoginValues = { account: '', password: '', captcha: '' };

export const loginSchema = (captchaLength: number = CAPTCHA_LENGTH) =>
  yup.object({
    account: memberAccount().required(AUTH_TEXT.accountRequired),
    password: requiredString(AUTH_TEXT.passwordRequired),
    captcha: loginCaptcha(captchaLength),
  });
