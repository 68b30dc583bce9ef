import { ONBOARDING_STEP_KEYS, type OnboardingStepKey } from '@paydesk/shared/onboarding-steps';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BankAccountState } from '@paydesk/shared/bank-account-states';

export const OnboardingStepKeyEnum = Object.fromEntries(ONBOARDING_STEP_KEYS.map((k) => [k, k])) as {
  [K in OnboardingStepKey]: K;
};
registerEnumType(OnboardingStepKeyEnum, {
  name: 'OnboardingStepKey',
  valuesConfig: {
    BANK_ACCOUNT: { description: 'Add a bank account' },
    DOCUMENTS: { description: 'Upload documents' },
    FIRST_LINK: { description: 'Create a first payment link' },
    PROFILE: { description: 'Complete the profile' },
  },
});

@ObjectType({ description: "One step of a new seller's onboarding checklist" })
export class OnboardingStep {
  @Field(() => OnboardingStepKeyEnum) key!: OnboardingStepKey;
  @Field(() => String, { description: 'zh-TW name of the step' }) label!: string;
  @Field(() => Boolean) done!: boolean;
}

@ObjectType({ description: 'The dashboard checklist: profile, withdrawal account, documents, first payment link' })
export class OnboardingChecklist {
  @Field(() => [OnboardingStep], { description: 'In the order shown' }) steps!: OnboardingStep[];
  @Field(() => OnboardingStepKeyEnum, { nullable: true, description: 'The first step not done; null when all are' })
  next!: OnboardingStepKey | null;
  @Field(() => Boolean, { description: 'Every step is done: the card hides itself' }) complete!: boolean;
  @Field(() => BankAccountState, {
    description: "The withdrawal account's state, as the withdraw page and the withdrawal itself read it",
  })
  bankAccountState!: BankAccountState;
}
