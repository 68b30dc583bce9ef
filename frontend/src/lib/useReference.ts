import { usePublicReferenceQuery, type PublicReferenceQuery } from '../graphql/generated';

export type Reference = PublicReferenceQuery['reference'];

/** SPEC §9 figures from the gateway's reference module; fetched once and cached for every public page. */
export function useReference() {
  const { data, loading, error, refetch } = usePublicReferenceQuery({ fetchPolicy: 'cache-first' });
  return { reference: data?.reference ?? null, loading, error, refetch };
}
