import type { ReactNode } from 'react';
import { useReference, type Reference } from '../lib/useReference';
import { LoadError } from './LoadState';
import { ReferenceLoading } from './ReferenceLoading';
import { COMPONENT_TEXT } from './text';

/** The reference figures with their loading and error states: its own chunk, so public pages carry no Apollo hooks. */
export function LoadedReference({
  children,
  loadingMinH,
}: {
  children: (reference: Reference) => ReactNode;
  loadingMinH?: string;
}) {
  const { reference, loading, refetch } = useReference();
  if (reference) return <>{children(reference)}</>;
  if (loading) return <ReferenceLoading minH={loadingMinH} />;
  return <LoadError message={COMPONENT_TEXT.referenceLoadFailed} onRetry={() => refetch()} />;
}
