import { DashboardIndexView } from '../../features/dashboard/views/DashboardIndexView';
import { MoneyOverviewPanel } from '../../features/money-overview/MoneyOverviewPanel';

/** The dashboard home with the money overview: two features put together here, so neither imports the other. */
export function DashboardPage() {
  return <DashboardIndexView overview={<MoneyOverviewPanel />} />;
}
