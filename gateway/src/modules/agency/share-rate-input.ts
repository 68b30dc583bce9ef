import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { basisPointsToPercent, percentToBasisPoints, SHARE_RATE_MAX_BP } from '@paydesk/shared/share-rates';
import type { ShareRate, ShareRateInput } from './agency.types';

/** A stored rate as the contract answers it: basis points for programs, percent for people. */
export function shareRateView(payType: number, basisPoints: number): ShareRate {
  return { payType, basisPoints, percent: basisPointsToPercent(basisPoints) };
}

/**
 * The rates of a contract input in basis points, or null when one is invalid: each rate gives either a percent
 * (as operators type it, at most two decimals, converted by shared/share-rates) or basis points, never both; every
 * pay type at most once.
 */
export function ratesInBasisPoints(rates: readonly ShareRateInput[]): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const r of rates) {
    if (!PAY_TYPE_LIST.byCode(r.payType) || String(r.payType) in out) return null;
    const hasPercent = r.percent != null;
    if (hasPercent === (r.basisPoints != null)) return null;
    const bp = hasPercent ? percentToBasisPoints(r.percent ?? '') : r.basisPoints;
    if (bp == null || !Number.isInteger(bp) || bp < 0 || bp > SHARE_RATE_MAX_BP) return null;
    out[String(r.payType)] = bp;
  }
  return out;
}
