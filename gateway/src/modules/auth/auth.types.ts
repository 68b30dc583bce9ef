import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { Viewer } from '../../core/viewer';
import { LoginKind } from '../../core/auth/login-name';

// The enum lives in core so that modules below auth may name a login page; the schema learns it here.
export { LoginKind };

registerEnumType(LoginKind, {
  name: 'LoginKind',
  valuesConfig: {
    BUYER: { description: 'A buyer account' },
    MEMBER: { description: 'A member (seller, agent) or assistant account' },
  },
});

export enum AppEnvName {
  LOCAL = 'LOCAL',
  TEST = 'TEST',
  SANDBOX = 'SANDBOX',
  PRODUCTION = 'PRODUCTION',
}
registerEnumType(AppEnvName, {
  name: 'AppEnv',
  valuesConfig: {
    LOCAL: { description: 'A developer machine' },
    PRODUCTION: { description: 'Real money and real buyers' },
    SANDBOX: { description: 'Test money; sandbox tools on' },
    TEST: { description: 'Automated tests' },
  },
});

@InputType()
export class LoginInput {
  @Field(() => String, { description: 'Account name' })
  account!: string;

  @Field(() => String, { description: 'Password' })
  password!: string;

  @Field(() => String, { description: 'Captcha answer' })
  captcha!: string;

  @Field(() => LoginKind, { description: 'Member or buyer' })
  kind!: LoginKind;
}

@ObjectType()
export class LoginPayload {
  @Field(() => Viewer, { nullable: true })
  viewer!: Viewer | null;

  @Field(() => [FieldError])
  errors!: FieldError[];
}

@ObjectType({ description: 'What the client needs to know about this deployment' })
export class AppInfo {
  @Field(() => AppEnvName)
  env!: AppEnvName;

  @Field(() => String, { description: "'' or '/slave'" })
  basePath!: string;

  @Field(() => Int)
  captchaLength!: number;

  @Field(() => Int, {
    description: 'Client idle limit (ms) before the logout warning; SPEC §9 600000, shortened in tests',
  })
  idleLimitMs!: number;
}
