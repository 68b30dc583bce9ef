import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ResultPayload } from '../../core/errors';
import { LoginKind } from '../auth';

/** SPEC §3 change-password form (legacy names OldLoginPP, NewLoginPP, NewLoginPPConfirmed, CaptchaCode, AesStr). */
@InputType()
export class ChangePasswordInput {
  @Field(() => String, { description: 'Current password' })
  oldPassword!: string;

  @Field(() => String, { description: 'New password' })
  newPassword!: string;

  @Field(() => String, { description: 'New password again' })
  newPasswordConfirmed!: string;

  @Field(() => String, { description: 'Captcha answer' })
  captcha!: string;

  @Field(() => String, { description: 'The AesStr token of the member info / passwordState' })
  aesStr!: string;
}

@ObjectType()
export class PasswordPayload extends ResultPayload {}

@ObjectType({ description: "The viewer's password situation (SPEC §4 gate 3 and 8)" })
export class PasswordState {
  @Field(() => Boolean, { description: 'A temporary password: only "change now" is offered' })
  mustChange!: boolean;

  @Field(() => Boolean, { description: 'Older than 90 days: change or keep' })
  expired!: boolean;

  @Field(() => String, { description: 'ISO 8601 time of the last change (or keep)' })
  changedAt!: string;

  @Field(() => Int)
  maxAgeDays!: number;

  @Field(() => String, { description: 'Echo as aesStr in changePassword' })
  aesStr!: string;
}

@InputType()
export class ForgotPasswordInput {
  @Field(() => LoginKind, { description: 'Member or buyer' })
  kind!: LoginKind;

  @Field(() => String, { description: 'Account name' })
  account!: string;

  @Field(() => String, { description: 'Email on file' })
  email!: string;

  @Field(() => String, { description: 'Captcha answer' })
  captcha!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token from the reset mail' })
  token!: string;

  @Field(() => String, { description: 'New password' })
  newPassword!: string;

  @Field(() => String, { description: 'New password again' })
  newPasswordConfirmed!: string;
}

@ObjectType()
export class ResetTokenStatus {
  @Field(() => Boolean)
  valid!: boolean;

  @Field(() => LoginKind, { nullable: true, description: 'Which login page to send the member to afterwards' })
  kind!: LoginKind | null;
}
