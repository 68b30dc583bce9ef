/**
 * A keyset page as the gateway answers a paged list (its `PageOf` type), for mocks. Complete on purpose: with a
 * partial cached page Apollo refetches page one after `fetchMore` and the appended rows vanish.
 */
export const pagedAnswer = (typename: string, items: readonly unknown[], nextCursor: string | null = null) => ({
  __typename: typename,
  items,
  nextCursor,
  hasNextPage: nextCursor !== null,
  errors: [],
});
