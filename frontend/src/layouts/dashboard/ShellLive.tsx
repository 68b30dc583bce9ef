import { useEffect } from 'react';
import { setShellData } from '../../app/shell-viewer';
import { GateHost } from '../../features/gates/views/GateHost';
import { useAppInfoQuery } from '../../graphql/documents/auth';
import { usePermissionCatalogueQuery } from '../../graphql/documents/permissions';
import { useViewerQuery } from '../../graphql/documents/viewer';

/**
 * Keeps the back office shell's store (app/shell-viewer.ts) equal to Apollo's cache once Apollo has loaded: a name
 * changed, a session ended or the catalogue arriving shows in the shell as it did when the shell read Apollo itself,
 * and a visit that signed in through Apollo (no boot request) gets the gateway's idle limit here. Renders nothing; a
 * query still loading leaves the shell as it is.
 */
export function ShellFeed() {
  const viewerQuery = useViewerQuery();
  const catalogueQuery = usePermissionCatalogueQuery();
  const appInfoQuery = useAppInfoQuery();
  const settled = !viewerQuery.loading;
  const viewer = viewerQuery.data?.viewer ?? null;
  const catalogue = catalogueQuery.data?.permissionCatalogue;
  const idleLimitMs = appInfoQuery.data?.appInfo.idleLimitMs;

  useEffect(() => {
    if (settled) setShellData({ viewer });
  }, [settled, viewer]);

  useEffect(() => {
    if (catalogue) setShellData({ catalogue });
  }, [catalogue]);

  useEffect(() => {
    if (idleLimitMs) setShellData({ idleLimitMs });
  }, [idleLimitMs]);

  return null;
}

/**
 * What the back office's shell runs on Apollo, in one chunk that loads once Apollo has (the layout does not load
 * Apollo for it): the feed and the SPEC §4 gate dialogs (their code, dialogs and focus trap, opens over the page).
 */
export function ShellLive({ routeName }: { routeName: string | undefined }) {
  return (
    <>
      <ShellFeed />
      <GateHost routeName={routeName} />
    </>
  );
}
