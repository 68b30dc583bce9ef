import type { Config } from '../config/config';
import { AuthService } from './auth/auth.service';
import { MemberService } from './members/member.service';
import { MerchantService } from './merchants/merchant.service';
import { PaymentLinkService } from './payment-links/payment-link.service';
import { CheckoutService } from './payments/checkout.service';
import { TransactionService } from './payments/transaction.service';
import { BillService } from './ledger/bill.service';
import { AuditService } from './audit/audit.service';
import { OverviewService } from './payments/overview.service';

/** Every domain service, created once per gateway; services are stateless and take the request context. */
export interface Services {
  auth: AuthService;
  members: MemberService;
  merchants: MerchantService;
  paymentLinks: PaymentLinkService;
  checkout: CheckoutService;
  transactions: TransactionService;
  bill: BillService;
  audit: AuditService;
  overview: OverviewService;
}

export function createServices(config: Config): Services {
  return {
    auth: new AuthService(config.captchaFixedCode),
    members: new MemberService(),
    merchants: new MerchantService(),
    paymentLinks: new PaymentLinkService(),
    checkout: new CheckoutService(),
    transactions: new TransactionService(),
    bill: new BillService(),
    audit: new AuditService(),
    overview: new OverviewService(),
  };
}
