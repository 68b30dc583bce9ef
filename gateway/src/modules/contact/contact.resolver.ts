import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Mutation, Resolver } from 'type-graphql';
import { ContactInput, ContactPayload } from './contact.types';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactPayload, { description: 'Contact-us form (rate-limited per IP)' })
  @Directive('@public')
  sendContactMessage(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ContactInput, { description: 'Name, contact and message' }) input: ContactInput,
  ) {
    return ctx.services.contact.send(ctx, input);
  }
}
