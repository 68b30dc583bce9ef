import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ResultPayload } from '../../core/errors';

export enum VerificationChannel {
  EMAIL = 'EMAIL',
  MOBILE = 'MOBILE',
}
registerEnumType(VerificationChannel, {
  name: 'VerificationChannel',
  valuesConfig: { EMAIL: { description: 'By mail' }, MOBILE: { description: 'By SMS' } },
});

@InputType()
export class VerifyCodeInput {
  @Field(() => VerificationChannel, { description: 'Mail or SMS' })
  channel!: VerificationChannel;

  @Field(() => String, { description: 'The 6-digit code' })
  code!: string;
}

@ObjectType()
export class VerificationPayload extends ResultPayload {
  @Field(() => Int, { description: 'Seconds until another code may be sent (the resend countdown)' })
  resendAfterSeconds!: number;
}

@ObjectType({ description: "The viewer's email and mobile verification (SPEC §3 MailOTP / MobileOTP)" })
export class VerificationStatus {
  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  mobile!: string | null;

  @Field(() => Boolean)
  emailVerified!: boolean;

  @Field(() => Boolean)
  mobileVerified!: boolean;

  @Field(() => Boolean, { description: 'Mobile verification counts only for personal members' })
  mobileRequired!: boolean;

  @Field(() => Int)
  emailResendAfterSeconds!: number;

  @Field(() => Int)
  mobileResendAfterSeconds!: number;
}

@InputType()
export class UpdateContactInput {
  @Field(() => String, { description: 'Email' })
  email!: string;

  @Field(() => String, { description: 'Mobile' })
  mobile!: string;
}
