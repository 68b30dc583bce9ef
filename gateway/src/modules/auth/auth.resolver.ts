import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import { Viewer } from '../../core/viewer';
import { AppInfo, LoginInput, LoginPayload } from './auth.types';

@Resolver()
export class AuthResolver {
  @Query(() => AppInfo, { description: 'Environment name and version of the running gateway; public' })
  @Directive('@public')
  appInfo(@Ctx() ctx: GatewayContext): AppInfo {
    return ctx.services.auth.appInfo(ctx);
  }

  @Query(() => Viewer, { nullable: true, description: 'The signed-in account, or null' })
  @Directive('@public')
  viewer(@Ctx() ctx: GatewayContext): Viewer | null {
    return ctx.viewer;
  }

  @Mutation(() => LoginPayload, { description: 'Signs in with account and password; sets the session cookie' })
  @Directive('@public')
  login(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => LoginInput, { description: 'Login kind, account, password and captcha' }) input: LoginInput,
  ): Promise<LoginPayload> {
    return ctx.services.auth.login(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Ends the session; true when done' })
  @Directive('@public')
  logout(@Ctx() ctx: GatewayContext): Promise<boolean> {
    return ctx.services.auth.logout(ctx);
  }
}
