import { nextOnboardingStep, ONBOARDING_STEPS, type OnboardingStepKey } from '@paydesk/shared/onboarding-steps';
import { requireViewer, sellerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { REQUIRED_DOCUMENTS } from '../completion';
import { bankAccountStateSql } from '../bank-account';
import { BankAccountState } from '@paydesk/shared/bank-account-states';
import type { OnboardingChecklist } from './onboarding.types';

interface Facts {
  mem_type: number;
  profile_completed: boolean;
  bank_account_state: BankAccountState;
  document_kinds: string[];
  links: number;
}

/** Which onboarding steps the seller has done, read from its own rows in one statement. */
export class OnboardingService {
  /** Null for an assistant: the steps are the account holder's to take. */
  async checklist(ctx: RequestContext): Promise<OnboardingChecklist | null> {
    if (requireViewer(ctx).isAssistant) return null;
    const memberId = sellerId(ctx);
    const [f] = await sqlOf(ctx.em)<Facts>(
      `select m.mem_type, m.profile_completed,
          ${bankAccountStateSql('m.id')} as bank_account_state,
          array(select distinct d.kind from member_document d where d.member_id = m.id)::text[] as document_kinds,
          (select count(*)::int from payment_link l where l.member_id = m.id) as links
         from member m where m.id = ?`,
      [memberId],
    );
    const required = REQUIRED_DOCUMENTS[f.mem_type] ?? [];
    const done: Record<OnboardingStepKey, boolean> = {
      PROFILE: f.profile_completed,
      // A withdrawal account counts once set, while it waits for verification too; a rejected one does not.
      BANK_ACCOUNT:
        f.bank_account_state === BankAccountState.PENDING || f.bank_account_state === BankAccountState.VERIFIED,
      // The completion form refuses to finish without the documents, so a completed profile had them all.
      DOCUMENTS: f.profile_completed || required.every((kind) => f.document_kinds.includes(kind)),
      FIRST_LINK: f.links > 0,
    };
    const next = nextOnboardingStep(done);
    return {
      steps: ONBOARDING_STEPS.map((s) => ({ key: s.key, label: s.label, done: done[s.key] })),
      next,
      complete: next === null,
      bankAccountState: f.bank_account_state,
    };
  }
}
