import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** SPEC §7 `POST /api/merchant/get_setting_list` data. */
export interface ShopSettings {
  /** Business type id -> name and description (the shop form's 營業類別). */
  BusinessType: Record<string, { Name: string; Detail: string }>;
  /** Switchable pay type -> 1 when one of the viewer's active shops collects with it. */
  PaymentSwitch: Record<string, 0 | 1>;
  AllowPayType: number[];
}

interface SettingListAnswer {
  success: boolean;
  message: string;
  data: ShopSettings | null;
}

export interface ShopSettingsState {
  settings: ShopSettings | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** Without a provider (public pages, tests of other features) nothing is loaded. */
const ShopSettingsContext = createContext<ShopSettingsState>({
  settings: null,
  loading: false,
  failed: false,
  reload: () => undefined,
});

/**
 * Reads the shop reference data; silent, so a failure shows no toast or redirect (the form shows its own retry). The
 * HTTP client loads with the request: the back office's shell paints without it.
 */
export async function loadShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  const { post } = await import('../../lib/http');
  const answer = await post<SettingListAnswer>('/api/merchant/get_setting_list', undefined, { signal, silent: true });
  if (!answer?.success || !answer.data) throw new Error(answer?.message || 'get_setting_list');
  return answer.data;
}

/**
 * SPEC §2.3: the first visit to /auth loads the shop reference data. Mounted once by the dashboard shell (keyed by
 * viewer), so it runs once per dashboard session; children render at once and read it when it has arrived.
 */
export function ShopSettingsProvider({
  children,
  load = loadShopSettings,
}: {
  children: ReactNode;
  load?: (signal?: AbortSignal) => Promise<ShopSettings>;
}) {
  const [settings, setSettings] = useState<ShopSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // StrictMode runs effects twice in development; the ref keeps that to one request per attempt.
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    setFailed(false);
    load().then(setSettings, () => setFailed(true));
  }, [attempt, load]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const value = useMemo(
    () => ({ settings, loading: !settings && !failed, failed, reload }),
    [settings, failed, reload],
  );
  return <ShopSettingsContext.Provider value={value}>{children}</ShopSettingsContext.Provider>;
}

export function useShopSettings(): ShopSettingsState {
  return useContext(ShopSettingsContext);
}

/** Business types as select options, in id order. */
export function businessTypeOptions(settings: ShopSettings | null): { value: string; label: string }[] {
  return Object.entries(settings?.BusinessType ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([value, t]) => ({ value, label: t.Name }));
}
