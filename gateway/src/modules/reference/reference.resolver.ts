import { Ctx, Directive, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context';
import { Reference } from './reference.types';
import { referenceSnapshot } from './reference.snapshot';

@Resolver()
export class ReferenceResolver {
  @Query(() => Reference, { description: 'SPEC §9 fees, limits, settlement timing and logistics rules' })
  @Directive('@public')
  reference(@Ctx() ctx: RequestContext): Reference {
    return referenceSnapshot(ctx.config.payTypes);
  }
}
