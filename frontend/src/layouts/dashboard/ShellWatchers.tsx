import { lazy, Suspense } from 'react';
import { useClientInContext } from '../../app/deferred-apollo';
import { IdleLogout } from '../../features/session/IdleLogout';
import { GatesBeforeApollo } from './GatesBeforeApollo';

// The feed and the gate dialogs run on Apollo: their code loads once Apollo has, which a page that paints without it
// (the home) does not load before the visitor goes on.
const ShellLive = lazy(() => import('./ShellLive').then((m) => ({ default: m.ShellLive })));

/**
 * What watches over the back office's pages without drawing them, in one chunk that need not be there before the
 * first paint: the idle timer, with or without Apollo; then the gate host and the shell's feed once Apollo is there,
 * or before it, on a page that paints without Apollo (deferApollo), the gate check that loads Apollo when a gate
 * applies. The other pages load Apollo themselves, and the gate host with it.
 */
export function ShellWatchers({
  routeName,
  paintsBeforeApollo,
  viewerId,
  idleLimitMs,
  logoutPath,
}: {
  routeName: string | undefined;
  paintsBeforeApollo: boolean;
  viewerId: string;
  idleLimitMs: number | null;
  logoutPath: string;
}) {
  const apollo = useClientInContext();
  return (
    <>
      <IdleLogout logoutPath={logoutPath} limitMs={idleLimitMs} />
      <Suspense fallback={null}>
        {apollo ? (
          <ShellLive routeName={routeName} />
        ) : paintsBeforeApollo && routeName ? (
          <GatesBeforeApollo routeName={routeName} viewerId={viewerId} />
        ) : null}
      </Suspense>
    </>
  );
}
