import type { ModuleManifest } from './manifest';
import { authModule } from './auth/module';
import { mailModule } from './mail/module';
import { membersModule } from './members/module';
import { signupModule } from './signup/module';
import { permissionsModule } from './permissions/module';
import { noticesModule } from './notices/module';
import { memberInfoModule } from './member-info/module';
import { onboardingModule } from './onboarding/module';
import { assistantsModule } from './assistants/module';
import { operatorsModule } from './operators/module';
import { passwordsModule } from './passwords/module';
import { verificationModule } from './verification/module';
import { completionModule } from './completion/module';
import { notifyModule } from './notify/module';
import { referenceModule } from './reference/module';
import { contentModule } from './content/module';
import { inquiryModule } from './inquiry/module';
import { contactModule } from './contact/module';
import { merchantsModule } from './merchants/module';
import { paymentLinksModule } from './payment-links/module';
import { paymentsModule } from './payments/module';
import { shopModule } from './shop/module';
import { recurringModule } from './recurring/module';
import { accessTokensModule } from './access-tokens/module';
import { ecpayModule } from './ecpay/module';
import { agencyModule } from './agency/module';
import { logisticsModule } from './logistics/module';
import { billModule } from './bill/module';
import { auditModule } from './audit/module';
import { systemStatusModule } from './system-status/module';
import { notificationsModule } from './notifications/module';
import { webhooksModule } from './webhooks/module';
import { opsReportsModule } from './ops-reports/module';

/**
 * Every module of the gateway. Services are created in this order (a module's factory sees those listed before it)
 * and REST routes are added in it; one line per module, so parallel work merges cleanly.
 */
export const MODULES: readonly ModuleManifest[] = [
  authModule,
  mailModule,
  membersModule,
  signupModule,
  permissionsModule,
  noticesModule,
  memberInfoModule,
  onboardingModule,
  assistantsModule,
  operatorsModule,
  passwordsModule,
  verificationModule,
  completionModule,
  notifyModule,
  referenceModule,
  contentModule,
  inquiryModule,
  contactModule,
  merchantsModule,
  paymentLinksModule,
  paymentsModule,
  shopModule,
  recurringModule,
  accessTokensModule,
  ecpayModule,
  agencyModule,
  logisticsModule,
  billModule,
  auditModule,
  systemStatusModule,
  notificationsModule,
  webhooksModule,
  opsReportsModule,
];
