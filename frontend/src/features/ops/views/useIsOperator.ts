import { useViewerQuery } from '../../../graphql/documents/viewer';

/** True for a signed-in operator, false for anyone else, null while the viewer loads. */
export function useIsOperator(): boolean | null {
  const { data, loading } = useViewerQuery();
  if (loading && !data) return null;
  return data?.viewer?.kind === 'OPERATOR';
}
