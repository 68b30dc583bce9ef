import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import { Viewer } from '../../core/viewer';
import { AppInfo, LoginInput, LoginPayload } from './auth.types';

@Resolver()
export class AuthResolver {
  @Query(() => AppInfo)
  @Directive('@public')
  appInfo(@Ctx() ctx: GatewayContext): AppInfo {
    return ctx.services.auth.appInfo(ctx);
  }

  @Query(() => Viewer, { nullable: true, description: 'The signed-in account, or null' })
  @Directive('@public')
  viewer(@Ctx() ctx: GatewayContext): Viewer | null {
    return ctx.viewer;
  }

  @Mutation(() => LoginPayload)
  @Directive('@public')
  login(@Ctx() ctx: GatewayContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<LoginPayload> {
    return ctx.services.auth.login(ctx, input);
  }

  @Mutation(() => Boolean)
  @Directive('@public')
  logout(@Ctx() ctx: GatewayContext): Promise<boolean> {
    return ctx.services.auth.logout(ctx);
  }
}
