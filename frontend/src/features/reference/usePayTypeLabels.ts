import { useMemo } from 'react';
import { useReference } from './useReference';

export interface PayTypeLabels {
  /** code -> zh-TW label, in the reference module's order; empty while the reference loads. */
  labels: ReadonlyMap<number, string>;
  /** The label of a code; the bare code until the reference has arrived or for an unknown code. */
  labelOf: (code: number) => string;
}

/** SPEC §3 payment-type labels from the gateway's reference module (the one source; shares the cached reference query). */
export function usePayTypeLabels(): PayTypeLabels {
  const { reference } = useReference();
  return useMemo(() => {
    const labels = new Map((reference?.paymentTypes ?? []).map((t) => [t.code, t.label] as const));
    return { labels, labelOf: (code: number) => labels.get(code) ?? String(code) };
  }, [reference]);
}
