import { useEffect } from 'react';
import { setShellData } from '../../app/shell-viewer';
import { GateHost } from '../../features/gates/views/GateHost';
import { IdleLogout } from '../../features/session/IdleLogout';
import { usePermissionCatalogueQuery } from '../../graphql/documents/permissions';
import { useViewerQuery } from '../../graphql/documents/viewer';

/**
 * Keeps the back office shell's viewer and catalogue (app/shell-viewer.ts) equal to Apollo's cache once Apollo has
 * loaded: a name changed, a session ended or the catalogue arriving shows in the shell as it did when the shell read
 * Apollo itself. Renders nothing; a query still loading leaves the shell as it is.
 */
export function ShellFeed() {
  const viewerQuery = useViewerQuery();
  const catalogueQuery = usePermissionCatalogueQuery();
  const settled = !viewerQuery.loading;
  const viewer = viewerQuery.data?.viewer ?? null;
  const catalogue = catalogueQuery.data?.permissionCatalogue;

  useEffect(() => {
    if (settled) setShellData({ viewer });
  }, [settled, viewer]);

  useEffect(() => {
    if (catalogue) setShellData({ catalogue });
  }, [catalogue]);

  return null;
}

/**
 * What the back office's shell runs on Apollo, in one chunk that loads once the shell has painted:
 * the feed, the idle logout and the SPEC §4 gate dialogs (their code, dialogs and focus trap, opens over the page).
 */
export function ShellLive({ routeName, logoutPath }: { routeName: string | undefined; logoutPath: string }) {
  return (
    <>
      <ShellFeed />
      <IdleLogout logoutPath={logoutPath} />
      <GateHost routeName={routeName} />
    </>
  );
}
