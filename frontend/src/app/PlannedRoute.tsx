import { PlannedPage } from '../components/PlannedPage';
import { plannedItems } from './planned-pages';
import { useCurrentHandle } from './useCurrentRoute';

/** Route element for table entries whose page is not built yet. */
export function PlannedRoute() {
  const handle = useCurrentHandle();
  const title = handle?.title ?? '';
  return <PlannedPage title={title} items={plannedItems(handle?.route?.name ?? '', title)} />;
}
