import { lazy } from 'react';
import { DashboardIndexView } from '../../features/dashboard/views/DashboardIndexView';

// The panels and their data request: one chunk that loads beside the greeting.
const DashboardHomePanels = lazy(() =>
  import('./DashboardHomePanels').then((m) => ({ default: m.DashboardHomePanels })),
);

/** The dashboard home: the greeting at once, its panels (with the money overview) once their chunk and data are there. */
export function DashboardPage() {
  return <DashboardIndexView panels={<DashboardHomePanels />} />;
}
