import { DashboardPanels } from '../../features/dashboard/views/DashboardPanels';
import { MoneyOverviewPanel } from '../../features/money-overview/MoneyOverviewPanel';

/** The dashboard home's panels with the money overview: two features put together here, so neither imports the other. */
export function DashboardHomePanels() {
  return <DashboardPanels overview={(scope) => <MoneyOverviewPanel scope={scope} />} />;
}
