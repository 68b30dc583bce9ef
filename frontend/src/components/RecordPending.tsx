import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ListSkeleton, LoadError } from './LoadState';
import { PageFrame } from './PageFrame';

interface PendingQuery {
  loading: boolean;
  error?: unknown;
  data?: unknown;
  refetch: () => unknown;
}

/**
 * A one-record page while it has no record: the skeleton on the first load, the load error with a retry, or the
 * not-found note with a way back. Pages render this whenever their record is missing, so the three states read
 * the same on every detail and edit page.
 */
export function RecordPending({
  query,
  title,
  loadError,
  notFound,
  action,
}: {
  query: PendingQuery;
  title: string;
  loadError: string;
  notFound: string;
  action: ReactNode;
}) {
  const firstLoad = !query.data;
  return (
    <PageFrame title={title}>
      {query.loading && firstLoad ? (
        <ListSkeleton />
      ) : query.error && firstLoad ? (
        <LoadError message={loadError} onRetry={() => void query.refetch()} />
      ) : (
        <EmptyState message={notFound} action={action} />
      )}
    </PageFrame>
  );
}
