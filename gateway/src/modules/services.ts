import type { RequestContext } from '../core/context';
import type { ContextFactory } from '../core/http/rest';
import type { Config } from '../config/config';
import { MODULES } from './index';
import type { EventSubscriber } from './events';
import type { AuthService } from './auth/auth.service';
import type { MemberService } from './members/member.service';
import type { PermissionService } from './permissions/permission.service';
import type { NoticeService } from './notices/notice.service';
import type { MemberInfoService } from './member-info/member-info.service';
import type { OnboardingService } from './onboarding/onboarding.service';
import type { AssistantService } from './assistants/assistant.service';
import type { ContentService } from './content/content.service';
import type { InquiryService } from './inquiry/inquiry.service';
import type { ContactService } from './contact/contact.service';
import type { MailService, SmsProvider } from './mail/mail.service';
import type { SignupService } from './signup/signup.service';
import type { PasswordService } from './passwords/password.service';
import type { VerificationService } from './verification/verification.service';
import type { CompletionService } from './completion/completion.service';
import type { NotifyService } from './notify/notify.service';
import type { CallbackService } from './notify/callback.service';
import type { MerchantService } from './merchants/merchant.service';
import type { MerchantReviewService } from './merchants/merchant-review.service';
import type { PaymentLinkService } from './payment-links/payment-link.service';
import type { LinkCheckoutService } from './payment-links/link-checkout.service';
import type { BuyerPaymentService } from './payments/buyer-payments.service';
import type { SaleKinds } from './payments/sale-kinds';
import type { RefundService } from './payments/refund.service';
import type { CheckoutApiService } from './ecpay/checkout-api.service';
import type { TransactionService } from './payments/transaction.service';
import type { ProductService } from './shop/product.service';
import type { ShopOrderService } from './shop/shop-order.service';
import type { ShopCheckoutService } from './shop/shop-checkout.service';
import type { StoreService } from './shop/store.service';
import type { ShopImages } from './shop/shop-images';
import type { PeriodPlanService } from './recurring/plan.service';
import type { AccessTokenService } from './access-tokens/access-token.service';
import type { OperatorTokenService } from './access-tokens/operator-token.service';
import type { OpsReportService } from './ops-reports/ops-report.service';
import type { AgencyService } from './agency/agency.service';
import type { LogisticsService } from './logistics/logistics.service';
import type { LogisticsApplicationService } from './logistics/logistics-applications.service';
import type { LostClaimService } from './logistics/lost-claims.service';
import type { ShipmentDeskService } from './logistics/shipment-desk.service';
import type { SubscriptionService } from './recurring/subscription.service';
import type { BillService } from './bill/bill.service';
import type { AuditService } from './audit/audit.service';
import type { OverviewService } from './payments/overview.service';
import type { WebhookService } from './webhooks/webhook.service';

/** What resolvers and REST adapters get: the request context plus the service registry. */
export interface GatewayContext extends RequestContext {
  services: Services;
}

export type GatewayContextFactory = ContextFactory<GatewayContext>;

/** Every domain service, created once per gateway; services are stateless and take the request context. */
export interface Services {
  auth: AuthService;
  members: MemberService;
  permissions: PermissionService;
  notices: NoticeService;
  memberInfo: MemberInfoService;
  onboarding: OnboardingService;
  assistants: AssistantService;
  content: ContentService;
  inquiry: InquiryService;
  contact: ContactService;
  mail: MailService;
  sms: SmsProvider;
  signup: SignupService;
  passwords: PasswordService;
  verification: VerificationService;
  completion: CompletionService;
  notify: NotifyService;
  callbacks: CallbackService;
  merchants: MerchantService;
  merchantReview: MerchantReviewService;
  paymentLinks: PaymentLinkService;
  checkout: LinkCheckoutService;
  saleKinds: SaleKinds;
  buyerPayments: BuyerPaymentService;
  transactions: TransactionService;
  refunds: RefundService;
  bill: BillService;
  audit: AuditService;
  overview: OverviewService;
  stores: StoreService;
  products: ProductService;
  shopOrders: ShopOrderService;
  shopCheckout: ShopCheckoutService;
  shopImages: ShopImages;
  periodPlans: PeriodPlanService;
  subscriptions: SubscriptionService;
  accessTokens: AccessTokenService;
  operatorTokens: OperatorTokenService;
  opsReports: OpsReportService;
  checkoutApi: CheckoutApiService;
  agency: AgencyService;
  logistics: LogisticsService;
  logisticsApplications: LogisticsApplicationService;
  lostClaims: LostClaimService;
  webhooks: WebhookService;
  shipmentDesk: ShipmentDeskService;
}

/**
 * Builds the registry from the module manifests, in their listed order; a service that needs another receives it
 * here, explicitly, never through the context.
 */
export function createServices(config: Config): Services {
  const services: Partial<Services> = {};
  // A factory reading a service that is not built yet gets an error at boot, not an undefined dependency.
  const built = new Proxy(services, {
    get(target, key) {
      if (typeof key !== 'string' || !(key in target))
        throw new Error(`service "${String(key)}" is read before its module created it: reorder MODULES`);
      return target[key as keyof Services];
    },
  }) as Services;
  for (const module of MODULES) Object.assign(services, module.createServices?.(config, built));
  // What payments can sell; the registry keeps its own lock order, whatever the modules' order.
  for (const module of MODULES) if (module.saleKind) built.saleKinds.register(module.saleKind);
  return services as Services;
}

/** Every module's event subscribers, built on the registry (what the event dispatcher hands events to). */
export function eventSubscribersOf(services: Services): EventSubscriber[] {
  return MODULES.flatMap((module) => module.eventSubscribers?.(services) ?? []);
}
