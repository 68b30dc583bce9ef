import type { RequestContext } from '../core/context';
import type { ContextFactory } from '../core/http/rest';
import type { Config } from '../config/config';
import { AuthService } from './auth/auth.service';
import { MemberService } from './members/member.service';
import { PermissionService } from './permissions/permission.service';
import { NoticeService } from './notices/notice.service';
import { MemberInfoService } from './member-info/member-info.service';
import { OnboardingService } from './onboarding/onboarding.service';
import { AssistantService } from './assistants/assistant.service';
import { ContentService } from './content/content.service';
import { InquiryService } from './inquiry/inquiry.service';
import { ContactService } from './contact/contact.service';
import { MailService, OutboxSmsProvider, type SmsProvider } from './mail/mail.service';
import { SignupService } from './members/signup.service';
import { PasswordService } from './passwords/password.service';
import { VerificationService } from './verification/verification.service';
import { CompletionService } from './completion/completion.service';
import { NotifyService } from './notify/notify.service';
import { CallbackService, callbackOptions } from './notify/callback.service';
import { MerchantService } from './merchants/merchant.service';
import { PaymentLinkService } from './payment-links/payment-link.service';
import { LinkCheckoutService } from './payment-links/link-checkout.service';
import { linkSaleKind } from './payment-links/link-sale-kind';
import { BuyerPaymentService } from './payments/buyer-payments.service';
import { SaleKinds } from './payments/sale-kinds';
import { orderSaleKind } from './shop/order-payment';
import { TransactionService } from './payments/transaction.service';
import { RefundService } from './payments/refund.service';
import { ProductService } from './shop/product.service';
import { ShopOrderService } from './shop/shop-order.service';
import { ShopCheckoutService } from './shop/shop-checkout.service';
import { StoreService } from './shop/store.service';
import { ShopImages } from './shop/shop-images';
import { PeriodPlanService } from './recurring/plan.service';
import { AccessTokenService } from './access-tokens/access-token.service';
import { AgencyService } from './agency/agency.service';
import { LogisticsService } from './logistics/logistics.service';
import { SubscriptionService } from './recurring/subscription.service';
import { BillService } from './bill/bill.service';
import { AuditService } from './audit/audit.service';
import { OverviewService } from './payments/overview.service';

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
  paymentLinks: PaymentLinkService;
  checkout: LinkCheckoutService;
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
  agency: AgencyService;
  logistics: LogisticsService;
}

/** Builds the registry; a service that needs another receives it here, explicitly, never through the context. */
export function createServices(config: Config): Services {
  const auth = new AuthService(config.captchaFixedCode);
  const members = new MemberService();
  const permissions = new PermissionService();
  const notices = new NoticeService();
  const mail = new MailService(config);
  const sms = new OutboxSmsProvider();
  // What payments can sell, in lock order: a store order (with its products) before a payment link.
  const saleKinds = new SaleKinds().register(orderSaleKind).register(linkSaleKind);
  const transactions = new TransactionService();
  const refunds = new RefundService(saleKinds);
  const stores = new StoreService();
  return {
    auth,
    members,
    permissions,
    notices,
    memberInfo: new MemberInfoService(notices, members),
    onboarding: new OnboardingService(),
    assistants: new AssistantService(permissions),
    content: new ContentService(),
    inquiry: new InquiryService(auth.captcha),
    contact: new ContactService(mail),
    mail,
    sms,
    signup: new SignupService(auth.captcha),
    passwords: new PasswordService(auth.captcha, mail),
    verification: new VerificationService(mail, sms),
    completion: new CompletionService(),
    notify: new NotifyService(),
    callbacks: new CallbackService(callbackOptions(config)),
    merchants: new MerchantService(),
    paymentLinks: new PaymentLinkService(),
    checkout: new LinkCheckoutService(),
    buyerPayments: new BuyerPaymentService(saleKinds),
    transactions,
    refunds,
    bill: new BillService(mail),
    audit: new AuditService(),
    overview: new OverviewService(),
    stores,
    products: new ProductService(stores),
    shopOrders: new ShopOrderService(refunds),
    shopCheckout: new ShopCheckoutService(mail),
    shopImages: new ShopImages(),
    periodPlans: new PeriodPlanService(),
    subscriptions: new SubscriptionService(mail, auth.captcha),
    accessTokens: new AccessTokenService(),
    agency: new AgencyService(transactions, mail),
    logistics: new LogisticsService(),
  };
}
