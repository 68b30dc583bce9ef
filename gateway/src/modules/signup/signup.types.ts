import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { Viewer } from '../../core/viewer';

/** Which kind of account a signup creates: personal (type 1), business (type 2) or buyer (type 3). */
export enum SignupKind {
  PERSONAL = 'PERSONAL',
  BUSINESS = 'BUSINESS',
  BUYER = 'BUYER',
}
registerEnumType(SignupKind, {
  name: 'SignupKind',
  valuesConfig: {
    BUSINESS: { description: 'A business member' },
    BUYER: { description: 'A buyer' },
    PERSONAL: { description: 'A personal member' },
  },
});

@InputType()
export class SignupInput {
  @Field(() => SignupKind, { description: 'Business, personal or buyer' })
  kind!: SignupKind;

  @Field(() => String, { description: 'Account name' })
  account!: string;

  @Field(() => String, { description: 'Password' })
  password!: string;

  @Field(() => String, { description: 'Password again' })
  passwordConfirmed!: string;

  @Field(() => String, { description: 'Personal and buyer: the user name; business: the company name' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Personal: national ID; business: tax ID (統一編號); buyer: unused',
  })
  identityNo?: string | null;

  @Field(() => String, { description: 'Email' })
  email!: string;

  @Field(() => String, { description: 'Mobile' })
  mobile!: string;

  @Field(() => Boolean, { description: 'Agreement to the terms; must be true' })
  agreeTerms!: boolean;

  @Field(() => String, { description: 'Captcha answer' })
  captcha!: string;
}

@ObjectType()
export class SignupPayload {
  @Field(() => Viewer, { nullable: true, description: 'The new account, already signed in' })
  viewer!: Viewer | null;

  @Field(() => [FieldError])
  errors!: FieldError[];
}
