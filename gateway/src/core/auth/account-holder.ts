import { forbidden } from '../errors';
import { ViewerKind, type Viewer } from '../viewer';

/**
 * The member id of a seller acting for itself. Some acts belong to the account holder alone — accepting
 * notices, postponing the logistics application — so an assistant, though it works on its owner's data,
 * is refused with the SPEC §5 permission message, on GraphQL and REST alike.
 */
export function accountHolderId(viewer: Viewer | null): number {
  if (!viewer || viewer.kind !== ViewerKind.MEMBER || viewer.isAssistant || viewer.memberId === null) throw forbidden();
  return viewer.memberId;
}
