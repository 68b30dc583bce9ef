import type { ReactNode } from 'react';
import { useViewerQuery } from '../../../graphql/documents/viewer';

/**
 * Whether a member (not a buyer, an operator or a guest) is signed in: its own chunk, so the developer page carries
 * no Apollo hooks and paints before Apollo Client has loaded. The fallback while the viewer is asked; when asking
 * fails, the page is shown as to a guest.
 */
export function ViewerIsMember({
  children,
  fallback,
}: {
  children: (member: boolean) => ReactNode;
  fallback: ReactNode;
}) {
  const { data, loading } = useViewerQuery();
  if (loading && !data) return <>{fallback}</>;
  return <>{children(data?.viewer?.kind === 'MEMBER')}</>;
}
