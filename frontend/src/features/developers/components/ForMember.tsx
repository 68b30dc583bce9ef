import { lazy, type ReactNode } from 'react';
import { WhenApollo } from '../../../app/deferred-apollo';

const ViewerIsMember = lazy(() => import('./ViewerIsMember').then((m) => ({ default: m.ViewerIsMember })));

/** Renders children with whether a member is signed in; the fallback until Apollo Client and the viewer are there. */
export function ForMember({ children, fallback }: { children: (member: boolean) => ReactNode; fallback: ReactNode }) {
  return (
    <WhenApollo fallback={fallback}>
      <ViewerIsMember fallback={fallback}>{children}</ViewerIsMember>
    </WhenApollo>
  );
}
