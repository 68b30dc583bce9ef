/** The auth module's public surface: what other modules may import (they import nothing deeper). */
export { AUTH_MESSAGES } from './auth.messages';
export type { CaptchaService } from './captcha.service';
export { loadViewer } from './viewer-loader';
export { LoginKind } from './auth.types';
export { signIn } from './passport';
