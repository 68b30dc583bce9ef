import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ResultPayload } from '../../core/errors';

export enum VerificationChannel {
  EMAIL = 'EMAIL',
  MOBILE = 'MOBILE',
}
registerEnumType(VerificationChannel, { name: 'VerificationChannel' });

@InputType()
export class VerifyCodeInput {
  @Field(() => VerificationChannel)
  channel!: VerificationChannel;

  @Field(() => String)
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
  @Field(() => String)
  email!: string;

  @Field(() => String)
  mobile!: string;
}
