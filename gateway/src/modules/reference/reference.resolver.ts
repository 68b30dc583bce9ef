import { Directive, Query, Resolver } from 'type-graphql';
import { Reference } from './reference.types';
import { referenceSnapshot } from './reference.snapshot';

@Resolver()
export class ReferenceResolver {
  @Query(() => Reference, { description: 'SPEC §9 fees, limits, settlement timing and logistics rules' })
  @Directive('@public')
  reference(): Reference {
    return referenceSnapshot();
  }
}
