import { lazy } from 'react';
import { DashboardIndexView } from '../../features/dashboard/views/DashboardIndexView';

// The panels ask Apollo for their data: one chunk that loads after the greeting has painted.
const DashboardHomePanels = lazy(() =>
  import('./DashboardHomePanels').then((m) => ({ default: m.DashboardHomePanels })),
);

/** The dashboard home: the greeting at once, its panels (with the money overview) once they and Apollo are there. */
export function DashboardPage() {
  return <DashboardIndexView panels={<DashboardHomePanels />} />;
}
