import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';
import { fieldError } from '../../core/errors';
import { refundLatePayment, type SaleKind } from '../payments';
import { LINK_CHECKOUT_MESSAGES } from './link-checkout.messages';
import { linkState } from './payment-link.service';

interface LockedLink {
  enabled: boolean;
  expires_at: string | null;
  merchant_status: number;
}

/**
 * A payment link as payments sees it. A store code or ATM account holds its unit of the link's quantity, so only
 * a closed link (not the quantity) can refuse its payment: the money is then returned in full.
 */
export const linkSaleKind: SaleKind<LockedLink> = {
  column: 'payment_link_id',
  async lock(tx: EntityManager, linkId: number) {
    const [link] = await sqlOf(tx)<LockedLink>(
      `select l.enabled, l.expires_at, m.status as merchant_status from payment_link l join merchant m on m.id = l.merchant_id where l.id = ? for update of l`,
      [linkId],
    );
    return link ?? null;
  },
  async onPaid(tx, link, sale) {
    if (linkState({ ...link, quantity_limit: null, taken_count: 0 }) === 'open') return null;
    await refundLatePayment(tx, { transactionId: sale.transactionId, memberId: sale.memberId, tradeNo: sale.tradeNo });
    return fieldError(null, 'LINK_CLOSED', LINK_CHECKOUT_MESSAGES.lateClosed);
  },
};
