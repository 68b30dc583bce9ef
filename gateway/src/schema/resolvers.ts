import type { ClassType, NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ViewerMemberResolver } from '../modules/members/member.resolver';
import { SignupResolver } from '../modules/members/signup.resolver';
import { PasswordResolver } from '../modules/passwords/password.resolver';
import { VerificationResolver } from '../modules/verification/verification.resolver';
import { CompletionResolver } from '../modules/completion/completion.resolver';
import { NotifyResolver } from '../modules/notify/notify.resolver';
import { PermissionResolver } from '../modules/permissions/permission.resolver';
import { MemberInfoResolver } from '../modules/member-info/member-info.resolver';
import { OnboardingResolver } from '../modules/onboarding/onboarding.resolver';
import { NoticeResolver } from '../modules/notices/notice.resolver';
import { AssistantResolver } from '../modules/assistants/assistant.resolver';
import { ReferenceResolver } from '../modules/reference/reference.resolver';
import { ContentResolver } from '../modules/content/content.resolver';
import { InquiryResolver } from '../modules/inquiry/inquiry.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { MerchantResolver } from '../modules/merchants/merchant.resolver';
import { PaymentLinkResolver } from '../modules/payment-links/payment-link.resolver';
import { ShopResolver } from '../modules/shop/shop.resolver';
import { RecurringResolver } from '../modules/recurring/recurring.resolver';
import { AccessTokenResolver } from '../modules/access-tokens/access-token.resolver';
import { AgencyResolver } from '../modules/agency/agency.resolver';
import { LogisticsResolver } from '../modules/logistics/logistics.resolver';
import { PaymentResolver } from '../modules/payments/payment.resolver';
import { BillResolver } from '../modules/bill/bill.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';

/** Every resolver class of the gateway schema (one per line, so parallel work merges cleanly). */
export const RESOLVERS: NonEmptyArray<ClassType> = [
  AuthResolver,
  ViewerMemberResolver,
  SignupResolver,
  PasswordResolver,
  VerificationResolver,
  CompletionResolver,
  NotifyResolver,
  PermissionResolver,
  MemberInfoResolver,
  OnboardingResolver,
  NoticeResolver,
  AssistantResolver,
  ReferenceResolver,
  ContentResolver,
  InquiryResolver,
  ContactResolver,
  MerchantResolver,
  PaymentLinkResolver,
  ShopResolver,
  RecurringResolver,
  AccessTokenResolver,
  AgencyResolver,
  LogisticsResolver,
  PaymentResolver,
  BillResolver,
  AuditResolver,
];
