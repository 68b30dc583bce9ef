/** The members module's public surface: what other modules may import (they import nothing deeper). */
export { Member } from './member.entity';
export { MemberGateState } from './member-gate-state.entity';
export type { MemberService } from './member.service';
export { MEMBER_FACT_COLUMNS } from './member-facts';
export { identityTaken, personalContactDuplicates } from './member-uniqueness';
export { SIGNUP_MESSAGES } from './signup.messages';
