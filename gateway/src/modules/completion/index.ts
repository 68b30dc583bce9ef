/** The completion module's public surface: what other modules may import (they import nothing deeper). */
export { MemberDetails, MemberDocument } from './completion.entities';
export { REQUIRED_DOCUMENTS } from './completion.service';
