import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ViewerMemberResolver } from '../modules/members/member.resolver';
import { MerchantResolver } from '../modules/merchants/merchant.resolver';
import { PaymentLinkResolver } from '../modules/payment-links/payment-link.resolver';
import { PaymentResolver } from '../modules/payments/payment.resolver';
import { BillResolver } from '../modules/ledger/bill.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';

/** Every resolver class of the gateway schema. */
export const RESOLVERS: NonEmptyArray<Function> = [AuthResolver, ViewerMemberResolver, MerchantResolver, PaymentLinkResolver, PaymentResolver, BillResolver, AuditResolver];
