import type { GatewayContext } from '../services';
import { Ctx, Directive, Query, Resolver } from 'type-graphql';
import { OnboardingChecklist } from './onboarding.types';

@Resolver()
export class OnboardingResolver {
  @Query(() => OnboardingChecklist, {
    nullable: true,
    description: "The dashboard's onboarding checklist of the signed-in seller; null for an assistant",
  })
  @Directive('@auth(roles: [SELLER])')
  onboardingChecklist(@Ctx() ctx: GatewayContext): Promise<OnboardingChecklist | null> {
    return ctx.services.onboarding.checklist(ctx);
  }
}
