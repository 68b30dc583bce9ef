import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { Viewer } from '../../core/viewer';

/** Which kind of account a signup creates: personal (type 1), business (type 2) or buyer (type 3). */
export enum SignupKind {
  PERSONAL = 'PERSONAL',
  BUSINESS = 'BUSINESS',
  BUYER = 'BUYER',
}
registerEnumType(SignupKind, { name: 'SignupKind' });

@InputType()
export class SignupInput {
  @Field(() => SignupKind)
  kind!: SignupKind;

  @Field(() => String)
  account!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  passwordConfirmed!: string;

  @Field(() => String, { description: 'Personal and buyer: the user name; business: the company name' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Personal: national ID; business: tax ID (統一編號); buyer: unused',
  })
  identityNo?: string | null;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  mobile!: string;

  @Field(() => Boolean)
  agreeTerms!: boolean;

  @Field(() => String)
  captcha!: string;
}

@ObjectType()
export class SignupPayload {
  @Field(() => Viewer, { nullable: true, description: 'The new account, already signed in' })
  viewer!: Viewer | null;

  @Field(() => [FieldError])
  errors!: FieldError[];
}
