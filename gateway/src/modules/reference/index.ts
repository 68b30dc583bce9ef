/** The reference module's public API: SPEC §9 tables and pure fee functions (see docs/areas/public-site.md). */
export * from './reference.data';
export * from './logistics.data';
export * from './other.data';
export * from './reference.fees';
export { referenceSnapshot } from './reference.snapshot';
export { pricing } from './pricing';
export { ACCEPTED_PAY_TYPE_MESSAGES, acceptedPayTypeErrors, offeredPayTypes } from './accepted-pay-types';
