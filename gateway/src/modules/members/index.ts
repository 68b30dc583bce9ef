/** The members module's public surface: what other modules may import (they import nothing deeper). */
export { Member } from './member.entity';
export { MemberGateState } from './member-gate-state.entity';
export type { MemberService } from './member.service';
export { personalContactDuplicates } from './member-uniqueness';
