import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { takeRateLimit } from '../../core/rate-limit';
import type { ContactInput, ContactPayload } from './contact.types';

export const CONTACT_CATEGORIES = ['general', 'payment', 'shipping', 'account', 'partnership'] as const;
export const CONTACT_LIMIT = { bucket: 'contact', limit: 5, windowMs: 60 * 60_000 } as const;

export const CONTACT_MESSAGES = {
  nameInvalid: '姓名僅限中文或英文字母，且少於 30 個字',
  emailInvalid: '電子信箱格式錯誤',
  phoneInvalid: '電話僅限數字、# 與 -，最多 20 碼',
  categoryInvalid: '請選擇問題類別',
  messageRequired: '請輸入留言內容',
  messageTooLong: '留言內容不可超過 2000 字',
  throttled: '留言次數過多，請稍後再試或來電客服',
} as const;

// SPEC §5 rules: user name (Chinese or English letters, under 30), email, general tel.
const NAME = /^[\u4e00-\u9fffA-Za-z ]{1,29}$/;
const EMAIL = /^[^\s@\u4e00-\u9fff]+@[^\s@\u4e00-\u9fff]+\.[^\s@\u4e00-\u9fff]+$/;
const PHONE = /^[\d#-]{1,20}$/;

/** Contact-us messages: validated, rate-limited per IP, stored for the service desk. */
export class ContactService {
  async send(ctx: RequestContext, input: ContactInput): Promise<ContactPayload> {
    const errors: FieldError[] = [];
    const name = input.name.trim();
    const phone = input.phone?.trim() || null;
    const message = input.message.trim();
    if (!NAME.test(name)) errors.push(fieldError('name', 'INVALID', CONTACT_MESSAGES.nameInvalid));
    if (!EMAIL.test(input.email.trim()) || input.email.length > 100) errors.push(fieldError('email', 'INVALID', CONTACT_MESSAGES.emailInvalid));
    if (phone && !PHONE.test(phone)) errors.push(fieldError('phone', 'INVALID', CONTACT_MESSAGES.phoneInvalid));
    if (!(CONTACT_CATEGORIES as readonly string[]).includes(input.category)) errors.push(fieldError('category', 'INVALID', CONTACT_MESSAGES.categoryInvalid));
    if (!message) errors.push(fieldError('message', 'REQUIRED', CONTACT_MESSAGES.messageRequired));
    else if (message.length > 2000) errors.push(fieldError('message', 'TOO_LONG', CONTACT_MESSAGES.messageTooLong));
    if (errors.length > 0) return { ok: false, errors };

    const ip = ctx.req.ip ?? 'unknown';
    if (!(await takeRateLimit(ctx.em, CONTACT_LIMIT, ip))) return { ok: false, errors: [fieldError(null, 'THROTTLED', CONTACT_MESSAGES.throttled)] };
    await ctx.em.getConnection().execute(
      'insert into contact_message (name, email, phone, category, message, ip) values (?, ?, ?, ?, ?, ?)',
      [name, input.email.trim(), phone, input.category, message, ip],
      'run',
    );
    return { ok: true, errors: [] };
  }
}
