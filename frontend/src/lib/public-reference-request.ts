import type { PublicReferenceQuery } from '../graphql/generated';
import { postOperations, type PlainAnswer, type PlainOperation } from './plain-graphql';

/** PublicReference of features/reference/operations.graphql; public-reference.test.tsx checks it is the same. */
export const PUBLIC_REFERENCE_OPERATION: PlainOperation = {
  operationName: 'PublicReference',
  query:
    'query PublicReference { reference { paymentTypes { code name label group switchable } ' +
    'cardRates { kind label rateBp } instalmentPeriods instalmentRates { periods rateBp } ' +
    'cvsFee atmRateBp atmSingleLimit wallets { kind payType label rateBp note } bnplRateBp ' +
    'refundFees { cvs atm } withdrawal { fee minBusinessDays maxBusinessDays } ' +
    'creditLimits { individual enterprise } ' +
    'withdrawLimits { individualDefault individualExtra enterpriseDefault enterpriseExtra } ' +
    'dormantBalance { days monthlyRateBp minimumFee } ' +
    'settlement { payType payTypeLabel event eventLabel days fromSpec } ' +
    'logistics { storeFees { b2cNormal b2cFrozen b2cReturn c2cNormal c2cFrozen } ' +
    'frozenPickup { perParcel bulkPerParcel bulkFrom } codCollection { rateBp minimum } ' +
    'homeCollection { rateBp minimum } noShowFee ' +
    'homeRates { temperature sizesCm rows { region regionLabel fees } } ' +
    'packageRules { service label maxLongestSideCm maxSumCm maxWeightKg } ' +
    'compensationCaps { c2c b2c frozen home } ' +
    'shippingDeadlines { c2cDays b2cNormalDays b2cFrozenDays } ' +
    'pickupWindows { normalDays frozenDays } } ' +
    'instalmentBanks { code name periods } ' +
    'customerService { weekdays hours { from to } phone email address } } }',
};

/** Asks the gateway for the reference; rejects when it did not answer with one. */
export async function requestPublicReference(fetchImpl: typeof fetch): Promise<PublicReferenceQuery> {
  const [answer] = await postOperations<[PlainAnswer<PublicReferenceQuery>]>([PUBLIC_REFERENCE_OPERATION], fetchImpl);
  if (!answer?.data?.reference) throw new Error('graphql: no reference in the answer');
  return answer.data;
}
