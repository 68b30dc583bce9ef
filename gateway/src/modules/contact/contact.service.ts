import { isWithinMax } from '@paydesk/shared/generic-rules';
import { ContactMessage } from './contact-message.entity';
import { CONTACT_CATEGORIES } from '@paydesk/shared/content-rules';
import type { MailService } from '../mail';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { takeRateLimit } from '../../core/rate-limit';
import { VALIDATORS } from '../../core/validation/validators';
import { CUSTOMER_SERVICE } from '../reference';
import type { ContactInput, ContactPayload } from './contact.types';

export const CONTACT_LIMIT = { bucket: 'contact', limit: 5, windowMs: 60 * 60_000 } as const;

export const CONTACT_MESSAGES = {
  categoryInvalid: '請選擇問題類別',
  messageRequired: '請輸入留言內容',
  messageTooLong: '留言內容不可超過 2000 字',
  throttled: '留言次數過多，請稍後再試或來電客服',
} as const;

/** Contact-us messages: validated, rate-limited per IP, stored for the service desk. */
export class ContactService {
  constructor(private readonly mail: MailService) {}

  async send(ctx: RequestContext, input: ContactInput): Promise<ContactPayload> {
    const errors: FieldError[] = [];
    const name = input.name.trim();
    const phone = input.phone?.trim() || null;
    const message = input.message.trim();
    // SPEC §5 rules from the shared validators: user name, email and the general tel (digits, # and -).
    const nameError = VALIDATORS.userName(name);
    const emailError = VALIDATORS.email(input.email);
    const phoneError = phone ? VALIDATORS.phoneDash(phone) : null;
    if (nameError) errors.push(fieldError('name', 'INVALID', nameError));
    if (emailError) errors.push(fieldError('email', 'INVALID', emailError));
    if (phoneError) errors.push(fieldError('phone', 'INVALID', phoneError));
    if (!CONTACT_CATEGORIES.some((c) => c.key === input.category))
      errors.push(fieldError('category', 'INVALID', CONTACT_MESSAGES.categoryInvalid));
    if (!message) errors.push(fieldError('message', 'REQUIRED', CONTACT_MESSAGES.messageRequired));
    else if (!isWithinMax(message, 2000))
      errors.push(fieldError('message', 'TOO_LONG', CONTACT_MESSAGES.messageTooLong));
    if (errors.length > 0) return { ok: false, errors };

    const ip = ctx.req.ip ?? 'unknown';
    if (!(await takeRateLimit(ctx.em, CONTACT_LIMIT, ip)))
      return { ok: false, errors: [fieldError(null, 'THROTTLED', CONTACT_MESSAGES.throttled)] };
    ctx.em.create(ContactMessage, { name, email: input.email.trim(), phone, category: input.category, message, ip });
    await ctx.em.flush();
    // The service desk reads contact messages in its mailbox (SMTP, or the outbox outside production).
    await this.mail.send(ctx.em, {
      to: CUSTOMER_SERVICE.email,
      subject: `[客服留言] ${name}`,
      text: `姓名：${name}\n電子信箱：${input.email.trim()}\n電話：${phone ?? '-'}\n類別：${input.category}\n\n${message}`,
    });
    return { ok: true, errors: [] };
  }
}
