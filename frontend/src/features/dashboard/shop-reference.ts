import { post } from '../../lib/http';

/** SPEC §3 shop setting list (BusinessType, PaymentSwitch), loaded once on the first visit to /auth. */
export interface ShopReference {
  BusinessType?: Record<string, { Name: string; Detail: string }>;
  PaymentSwitch?: Record<string, unknown>;
}

let loaded: Promise<ShopReference | null> | null = null;

export function shopReference(): Promise<ShopReference | null> {
  loaded ??= post<{ success?: boolean; data?: ShopReference }>('/api/merchant/get_setting_list', undefined, { silent: true })
    .then((answer) => (answer?.success ? (answer.data ?? null) : null))
    // The merchants module serves it; until then (or on failure) pages fall back to their own defaults.
    .catch(() => {
      loaded = null;
      return null;
    });
  return loaded;
}

export function loadShopReference(): void {
  void shopReference();
}
