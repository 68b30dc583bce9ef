import type { CaptchaService } from '../auth';
import { sqlOf } from '../../core/database/sql';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import type { RequestContext } from '../../core/context';
import { fieldError } from '../../core/errors';
import { takeRateLimit } from '../../core/rate-limit';
import type { TradeInquiryInput, TradeInquiryPayload } from './inquiry.types';

export const INQUIRY_LIMIT = { bucket: 'trade-inquiry', limit: 10, windowMs: 15 * 60_000 } as const;

export const INQUIRY_MESSAGES = {
  amountInvalid: '請輸入正確的交易金額',
  captchaRequired: '請輸入驗證碼',
  captchaInvalid: '驗證碼錯誤，請重新輸入',
  // One answer for an unknown number and a wrong amount, so the inquiry cannot confirm a trade exists.
  notFound: '查無符合的交易，請確認交易編號與金額是否正確',
  throttled: '查詢次數過多，請 15 分鐘後再試',
} as const;

/** Public trade inquiry (SPEC §2.2 transactions): trade number + amount + captcha, rate-limited per IP. */
export class InquiryService {
  constructor(private readonly captcha: CaptchaService) {}

  async inquire(ctx: RequestContext, input: TradeInquiryInput): Promise<TradeInquiryPayload> {
    const tradeNo = input.tradeNo.trim();
    const errors = [];
    if (!VALIDATION_PATTERNS.tradeNo.test(tradeNo))
      errors.push(fieldError('tradeNo', 'INVALID', VALIDATION_MESSAGES.tradeNo));
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      errors.push(fieldError('amount', 'INVALID', INQUIRY_MESSAGES.amountInvalid));
    if (!input.captcha.trim()) errors.push(fieldError('captcha', 'REQUIRED', INQUIRY_MESSAGES.captchaRequired));
    if (errors.length > 0) return { result: null, errors };

    if (!(await takeRateLimit(ctx.em, INQUIRY_LIMIT, ctx.req.ip ?? 'unknown'))) {
      return { result: null, errors: [fieldError(null, 'THROTTLED', INQUIRY_MESSAGES.throttled)] };
    }
    if (!(await this.captcha.consume(ctx.em, ctx.req.sessionID, input.captcha))) {
      return { result: null, errors: [fieldError('captcha', 'CAPTCHA_INVALID', INQUIRY_MESSAGES.captchaInvalid)] };
    }
    const [row] = await sqlOf(ctx.em)<{ trade_no: string; status: number; pay_type: number; merchant_name: string }>(
      `select t.trade_no, t.status, t.pay_type, m.name as merchant_name
         from payment_transaction t join merchant m on m.id = t.merchant_id
        where t.trade_no = ? and t.amount = ?`,
      [tradeNo, input.amount],
    );
    if (!row) return { result: null, errors: [fieldError(null, 'NOT_FOUND', INQUIRY_MESSAGES.notFound)] };
    return {
      result: {
        tradeNo: row.trade_no,
        statusLabel: TRANSACTION_STATUS_LIST.label(row.status),
        merchantName: row.merchant_name,
        payTypeLabel: payTypeLabel(row.pay_type),
      },
      errors: [],
    };
  }
}
