import { createRequire } from 'node:module';

/**
 * ECPay's official Node SDK (`ecpay_aio_nodejs`, a dev dependency) as a seller's site uses it: the checkout form
 * builder and the CheckMacValue function a ReturnURL receiver checks callbacks with. The SDK has no types; this is
 * the part the tests call. Its MAC builder logs every raw string to the console: silenced here.
 */
export interface EcpaySdk {
  payment_client: {
    aio_check_out_all(params: Record<string, string>, invoice?: Record<string, string>): string;
    aio_check_out_credit_onetime(params: Record<string, string>, invoice?: Record<string, string>): string;
    helper: { gen_chk_mac_value(params: Record<string, string>, mode?: number): string };
  };
}

const load = createRequire(__filename);
const EcpayPayment = load('ecpay_aio_nodejs') as new (options: object) => EcpaySdk;

export interface Merchant {
  MerchantID: string;
  HashKey: string;
  HashIV: string;
}

/** The SDK configured for one shop, as a seller's site configures it (conf/config-example.js). */
export function ecpaySdk(merchant: Merchant): EcpaySdk {
  return new EcpayPayment({
    OperationMode: 'Test',
    MercProfile: merchant,
    IgnorePayment: [],
    IsProjectContractor: false,
  });
}

/** Runs an SDK call with its console logging held back. */
export function quietly<T>(run: () => T): T {
  const original = console.log;
  console.log = () => undefined;
  try {
    return run();
  } finally {
    console.log = original;
  }
}

/** A receiver's check, as ECPay's Node examples write it: every posted field but CheckMacValue, through the SDK. */
export function sdkVerifies(sdk: EcpaySdk, posted: Record<string, string>): boolean {
  const { CheckMacValue, ...fields } = posted;
  return quietly(() => sdk.payment_client.helper.gen_chk_mac_value({ ...fields })) === CheckMacValue;
}

/** The hidden fields and action of the form the SDK's checkout builder writes (its values are not HTML-escaped). */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]* action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" id="[^"]*" value="([^"]*)" \/>/g))
    fields[m[1]] = m[2];
  return { action, fields };
}
