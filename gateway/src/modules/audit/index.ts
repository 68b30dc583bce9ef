/** The audit module's public surface: what other modules may import (they import nothing deeper). */
export { actorOf, writeAudit } from './audit';
export { auditActorLabel } from './audit-wording';
