import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ViewerMemberResolver } from '../modules/members/member.resolver';
import { ReferenceResolver } from '../modules/reference/reference.resolver';
import { ContentResolver } from '../modules/content/content.resolver';
import { InquiryResolver } from '../modules/inquiry/inquiry.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';

/** Every resolver class of the gateway schema. */
export const RESOLVERS: NonEmptyArray<Function> = [AuthResolver, ViewerMemberResolver, ReferenceResolver, ContentResolver, InquiryResolver, ContactResolver];
