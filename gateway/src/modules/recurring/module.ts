import type { ModuleManifest } from '../manifest';
import { RecurringResolver } from './recurring.resolver';
import { PeriodPlan } from './recurring.entities';
import { PeriodPlanService } from './plan.service';
import { SubscriptionService } from './subscription.service';
import { recurringRestRoutes } from './recurring.rest';

/** The recurring module's part of the gateway registries (see ../manifest.ts). */
export const recurringModule: ModuleManifest = {
  name: 'recurring',
  resolvers: [RecurringResolver],
  entities: [PeriodPlan],
  restRoutes: recurringRestRoutes,
  createServices: (_config, built) => ({
    periodPlans: new PeriodPlanService(),
    subscriptions: new SubscriptionService(built.mail, built.auth.captcha),
  }),
};
