import { RouteButton } from '../../../components/RouteButton';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadState';
import { PageSpinner } from '../../../components/PageSpinner';
import {
  ShipmentsDocument,
  useConvenienceStoresLazyQuery,
  useCreateShipmentMutation,
  useShipmentQuoteLazyQuery,
} from '../../../graphql/documents/logistics';
import { showToast } from '../../../lib/toast';
import { PageFrame } from '../../../components/PageFrame';
import { ShipmentForm } from '../components/ShipmentForm';
import { quotable, toShipmentInput, type ShipmentKind, type ShipmentValues } from '../shipment.schema';
import { APPLY_TEXT, LOGISTICS_TEXT, SHIPMENT_FORM_TEXT as T } from '../text';
import { detailPath } from './paths';
import { useOrderDraft } from './useOrderDraft';
import { useShippingShops } from './useShippingShops';

const QUOTE_DELAY_MS = 400;

/** The live quote: asked 400 ms after the last edit, only when shop, service and the parcel's size are known. */
function useLiveQuote() {
  const [run, result] = useShipmentQuoteLazyQuery({ fetchPolicy: 'network-only' });
  const [asked, setAsked] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const last = useRef<string | null>(null);
  const onParcelChange = useCallback(
    (values: ShipmentValues) => {
      const input = quotable(values) ? toShipmentInput(values) : null;
      const key = input ? JSON.stringify(input) : null;
      if (last.current === key) return;
      last.current = key;
      setAsked(key);
      if (timer.current) clearTimeout(timer.current);
      if (input)
        timer.current = setTimeout(() => void run({ variables: { input } }).catch(() => undefined), QUOTE_DELAY_MS);
    },
    [run],
  );
  const payload = asked ? result.data?.shipmentQuote : undefined;
  const errors = payload?.errors ?? [];
  return {
    onParcelChange,
    state: {
      quote: payload?.quote ?? null,
      packageProblem: errors.find((e) => e.field === 'package')?.message ?? null,
      message:
        errors
          .filter((e) => e.field !== 'package')
          .map((e) => e.message)
          .join('；') || null,
      loading: Boolean(asked) && result.loading,
    },
  };
}

function ShipmentCreateView({ kind }: { kind: ShipmentKind }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const shops = useShippingShops();
  const draft = useOrderDraft(orderNo);
  const live = useLiveQuote();
  const [searchStores, stores] = useConvenienceStoresLazyQuery();
  const [create] = useCreateShipmentMutation({ refetchQueries: [ShipmentsDocument] });
  const title = LOGISTICS_TEXT.kinds[kind].title;
  if (shops.loading || draft.loading) return <PageSpinner />;
  const submit = async (values: ShipmentValues) => {
    try {
      const { data } = await create({ variables: { input: toShipmentInput(values) } });
      const payload = data?.createShipment;
      if (payload?.shipment) {
        showToast(T.created, 'success');
        void navigate(detailPath(payload.shipment.id));
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ message: LOGISTICS_TEXT.saveError }];
    } catch {
      return [{ message: LOGISTICS_TEXT.saveError }];
    }
  };
  return (
    <PageFrame title={title}>
      {shops.error ? (
        <LoadError message={LOGISTICS_TEXT.loadError} onRetry={shops.refetch} />
      ) : draft.error ? (
        <LoadError message={T.draftLoadError} onRetry={draft.refetch} />
      ) : draft.existing ? (
        <EmptyState
          message={T.orderShipped(draft.existing.logisticsNo)}
          action={
            <Button asChild colorPalette="primary" size="sm">
              <Link to={detailPath(draft.existing.id)}>{T.openParcel}</Link>
            </Button>
          }
        />
      ) : !shops.shops.length ? (
        <EmptyState
          message={APPLY_TEXT.noShop}
          action={
            <RouteButton to="merchant.create" colorPalette="primary" size="sm">
              {APPLY_TEXT.addShop}
            </RouteButton>
          }
        />
      ) : (
        <ShipmentForm
          kind={kind}
          data={{
            shops: shops.shops,
            approved: shops.approved,
            isBusiness: shops.isBusiness,
            initial: draft.initial,
          }}
          quote={live.state}
          onParcelChange={live.onParcelChange}
          stores={{ list: stores.data?.convenienceStores ?? null, loading: stores.loading }}
          onStoreSearch={(keyword) =>
            void searchStores({ variables: { keyword, frozenOnly: kind === 'frz' } }).catch(() => undefined)
          }
          onSubmit={submit}
        />
      )}
    </PageFrame>
  );
}

/** /auth/shipping/create-normal */
export const ShipmentCreateNormalView = () => <ShipmentCreateView kind="normal" />;
/** /auth/shipping/create-frz */
export const ShipmentCreateFrozenView = () => <ShipmentCreateView kind="frz" />;
/** /auth/shipping/create-home */
export const ShipmentCreateHomeView = () => <ShipmentCreateView kind="home" />;
