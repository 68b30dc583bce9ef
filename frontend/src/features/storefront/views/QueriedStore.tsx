import { FormErrorAlert, LoadError } from '../../../components/LoadState';
import { useStorefrontQuery } from '../../../graphql/documents/storefront';
import { StorePage } from '../components/StorePage';
import { STORE_TEXT } from '../text';
import { loadingScreen } from './loading-screen';

/** The store page of a store asked for here (a later visit, or a page served without its data). */
export function QueriedStore({ slug }: { slug: string }) {
  const { data, loading, error, refetch } = useStorefrontQuery({
    variables: { slug },
    fetchPolicy: 'cache-and-network',
  });
  const store = data?.storefront;
  if (loading && !data) return loadingScreen;
  if (error && !data) return <LoadError message={STORE_TEXT.loadError} onRetry={() => refetch()} />;
  if (!store) return <FormErrorAlert message={STORE_TEXT.notFound} />;
  return <StorePage slug={slug} store={store} />;
}
