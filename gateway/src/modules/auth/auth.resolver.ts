import { Arg, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context';
import { Viewer } from '../../core/viewer';
import { AppInfo, LoginInput, LoginPayload } from './auth.types';

@Resolver()
export class AuthResolver {
  @Query(() => AppInfo)
  @Directive('@public')
  appInfo(@Ctx() ctx: RequestContext): AppInfo {
    return ctx.services.auth.appInfo(ctx);
  }

  @Query(() => Viewer, { nullable: true, description: 'The signed-in account, or null' })
  @Directive('@public')
  viewer(@Ctx() ctx: RequestContext): Viewer | null {
    return ctx.viewer;
  }

  @Mutation(() => LoginPayload)
  @Directive('@public')
  login(@Ctx() ctx: RequestContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<LoginPayload> {
    return ctx.services.auth.login(ctx, input);
  }

  @Mutation(() => Boolean)
  @Directive('@public')
  logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.auth.logout(ctx);
  }
}
