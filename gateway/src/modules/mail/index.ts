/** The mail module's public surface: what other modules may import (they import nothing deeper). */
export type { MailMessage, MailService, SmsProvider } from './mail.service';
