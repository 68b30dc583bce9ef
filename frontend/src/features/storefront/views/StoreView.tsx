import { lazy } from 'react';
import { useParams } from 'react-router';
import { WhenApollo } from '../../../app/deferred-apollo';
import { FormErrorAlert } from '../../../components/LoadState';
import { StorePage } from '../components/StorePage';
import { useServedStore } from '../served-store';
import { STORE_TEXT } from '../text';
import { loadingScreen } from './loading-screen';

// Asking for the store (Apollo's hooks) is a chunk of its own: a page served with its store never loads it.
const QueriedStore = lazy(() => import('./QueriedStore').then((m) => ({ default: m.QueriedStore })));

/**
 * /store/:slug: the public store page: its products with units left, and the cart bar to the checkout. The gateway
 * usually serves it rendered, with its data in the page (ADR 0065): then it shows that store without Apollo and
 * without a request; otherwise it asks for the store once Apollo has loaded.
 */
export function StoreView() {
  const { slug = '' } = useParams();
  const served = useServedStore(slug);
  if (served === undefined) {
    return (
      <WhenApollo fallback={loadingScreen}>
        <QueriedStore slug={slug} />
      </WhenApollo>
    );
  }
  if (!served) return <FormErrorAlert message={STORE_TEXT.notFound} />;
  return <StorePage slug={slug} store={served} />;
}
