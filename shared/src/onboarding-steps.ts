/**
 * The dashboard's onboarding checklist: the steps a new seller takes, in the order shown, with
 * their zh-TW names. The gateway decides which are done from the member's data; the client only draws them.
 */
export const ONBOARDING_STEPS = [
  { key: 'PROFILE', label: '會員資料' },
  { key: 'BANK_ACCOUNT', label: '提領帳戶' },
  { key: 'DOCUMENTS', label: '身分文件' },
  { key: 'FIRST_LINK', label: '第一個收款連結' },
] as const;

export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];

export const ONBOARDING_STEP_KEYS = ONBOARDING_STEPS.map((s) => s.key);

/** The step to take next: the first one not done, in the order shown; null when all are done. */
export function nextOnboardingStep(done: Readonly<Record<OnboardingStepKey, boolean>>): OnboardingStepKey | null {
  return ONBOARDING_STEPS.find((s) => !done[s.key])?.key ?? null;
}
