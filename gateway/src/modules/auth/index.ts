/** The auth module's public surface: what other modules may import (they import nothing deeper). */
export { AUTH_MESSAGES } from './auth.messages';
export type { CaptchaService } from './captcha.service';
export { loadViewer, MEMBER_FACT_COLUMNS } from './viewer-loader';
export { LoginKind } from './auth.types';
export { loginNameTaken } from './credentials';
export { signIn } from './passport';
