import type { Request, RequestHandler, Response } from 'express';
import { ECPAY_CASHIER_ERRORS as E, ECPAY_CHOOSE_PAYMENT, ECPAY_PATTERNS } from '@paydesk/shared/ecpay';
import type { Config } from '../../config/config';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import { log } from '../../core/log/logger';
import { macMatches } from './aio-mac';
import { placeOrder, shopFor, type OrderRequest } from './checkout-order';

/** Where the cashier answers, beside PayDesk's own paths (ADR 0041): ECPay's own path, so a site changes only its host. */
export const CASHIER_PATH = '/Cashier/AioCheckOut/V5';

const REQUIRED = [
  'MerchantID',
  'MerchantTradeNo',
  'MerchantTradeDate',
  'PaymentType',
  'TotalAmount',
  'TradeDesc',
  'ItemName',
  'ReturnURL',
  'ChoosePayment',
  'EncryptType',
  'CheckMacValue',
] as const;

/** ECPay's style of refusal: plain text `code|message`. */
const refuse = (res: Response, answer: string) => void res.status(400).type('text/plain; charset=utf-8').send(answer);

/** The pay types of ChoosePayment, less those IgnorePayment names (`ATM#CVS`), or null when ChoosePayment is unknown. */
function payTypesOf(choose: string, ignore: string): number[] | null {
  const chosen = ECPAY_CHOOSE_PAYMENT[choose];
  if (!chosen) return null;
  const ignored = new Set(ignore.split('#').flatMap((name) => ECPAY_CHOOSE_PAYMENT[name] ?? []));
  return chosen.filter((p) => !ignored.has(p));
}

/**
 * The ECPay-compatible cashier: a site's AIO checkout form (as ECPay's SDK builds it) is checked — shop, MAC,
 * fields, the MerchantTradeNo not reused with other content, the amount within limits — and the buyer is sent on to
 * PayDesk's pay page of that order (303, so the browser follows with a GET). A repeat of the same form goes to the
 * same order. Outside production the shop's sandbox HashKey/HashIV sign too.
 */
export function cashierHandler(config: Config): RequestHandler {
  return (req: Request, res: Response, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
    if (
      REQUIRED.some((name) => fields[name] === undefined) ||
      fields.PaymentType !== 'aio' ||
      fields.EncryptType !== '1'
    )
      return refuse(res, E.params);
    if (!ECPAY_PATTERNS.merchantId.test(fields.MerchantID)) return refuse(res, E.merchant);
    (async () => {
      const [keys] = await sqlOf(req.em)<{
        hash_key: string | null;
        hash_iv: string | null;
        test_hash_key: string;
        test_hash_iv: string;
      }>('select hash_key, hash_iv, test_hash_key, test_hash_iv from merchant where merchant_no = ?', [
        fields.MerchantID,
      ]);
      if (!keys) return refuse(res, E.merchant);
      const pairs = keys.hash_key && keys.hash_iv ? [{ hashKey: keys.hash_key, hashIv: keys.hash_iv }] : [];
      if (config.appEnv !== 'production') pairs.push({ hashKey: keys.test_hash_key, hashIv: keys.test_hash_iv });
      if (!macMatches(fields, pairs)) return refuse(res, E.mac);
      if (!/^\d{1,9}$/.test(fields.TotalAmount)) return refuse(res, E.amount);
      if (!ECPAY_PATTERNS.merchantTradeNo.test(fields.MerchantTradeNo)) return refuse(res, E.params);
      const payTypes = payTypesOf(fields.ChoosePayment, fields.IgnorePayment ?? '');
      if (!payTypes) return refuse(res, E.choosePayment);
      const order: OrderRequest = {
        source: 'aio',
        amount: Number(fields.TotalAmount),
        itemName: fields.ItemName,
        tradeDesc: fields.TradeDesc,
        merchantTradeNo: fields.MerchantTradeNo,
        storeId: fields.StoreID ?? '',
        customFields: [
          fields.CustomField1 ?? '',
          fields.CustomField2 ?? '',
          fields.CustomField3 ?? '',
          fields.CustomField4 ?? '',
        ],
        returnUrl: fields.ReturnURL || null,
        clientBackUrl: fields.ClientBackURL || null,
        orderResultUrl: fields.OrderResultURL || null,
        payTypes,
        expiresAt: null,
      };
      const outcome = await inTransaction(req.em, async (tx) =>
        placeOrder(tx, config, await shopFor(tx, { merchantNo: fields.MerchantID }), order, {
          viewer: null,
          accessTokenId: null,
        }),
      );
      if (outcome.ok) return void res.redirect(303, outcome.url);
      const { code, field } = outcome.error;
      if (code === 'DUPLICATE') return refuse(res, E.duplicate);
      if (code === 'MERCHANT') return refuse(res, E.shop);
      if (field === 'amount' || code === 'ATM_LIMIT') return refuse(res, E.amount);
      if (field === 'payTypes') return refuse(res, E.choosePayment);
      log.info({ field, code }, 'cashier form refused');
      return refuse(res, `${E.params} (${field ?? ''})`);
    })().catch(next);
  };
}
