import { randomInt } from 'node:crypto';
import { taipeiStamp } from '@paydesk/shared/taiwan-time';

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** 20 digits: yyyyMMddHHmmss (UTC+8, Taiwan time) and 6 random digits; the unique index catches the rare clash. */
export function newTradeNo(now = new Date()): string {
  return `${taipeiStamp(now)}${pad(randomInt(0, 1_000_000), 6)}`;
}

/** Order number for a payment-link payment: `UOP<link>_<base36 time><3 random>`, well under 28 characters. */
export function newLinkOrderNo(linkId: number, now = new Date()): string {
  return `UOP${linkId}_${now.getTime().toString(36).toUpperCase()}${randomInt(0, 46_656).toString(36).toUpperCase().padStart(3, '0')}`;
}

/** Storefront order number: `SO` + yyMMdd (Taiwan time) + 8 random digits; the unique index catches a clash. */
export function newShopOrderNo(now = new Date()): string {
  return `SO${taipeiStamp(now).slice(2, 8)}${pad(randomInt(0, 100_000_000), 8)}`;
}

/** Recurring subscription number: `PR` + yyMMdd (Taiwan time) + 8 random digits. */
export function newSubscriptionNo(now = new Date()): string {
  return `PR${taipeiStamp(now).slice(2, 8)}${pad(randomInt(0, 100_000_000), 8)}`;
}
