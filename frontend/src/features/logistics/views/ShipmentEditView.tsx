import { SHIPPING_TYPE_CODES, shipmentEditPage } from '@paydesk/shared/shipment-statuses';
import { Button, Text } from '@chakra-ui/react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/PageFrame';
import { RecordPending } from '../../../components/RecordPending';
import { RouteButton } from '../../../components/RouteButton';
import {
  ShipmentsDocument,
  useConvenienceStoresLazyQuery,
  useShipmentQuery,
  useUpdateShipmentMutation,
} from '../../../graphql/documents/logistics';
import type { ShipmentFieldsFragment } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { ShipmentEditForm } from '../components/ShipmentEditForm';
import { editValuesOf, toEditInput, type ShipmentEditValues } from '../shipment-edit.schema';
import type { ShipmentKind } from '../shipment.schema';
import { LOGISTICS_TEXT, SHIPMENT_EDIT_TEXT as E, SHIPMENT_TEXT } from '../text';
import { detailPath } from './paths';

type Service = keyof typeof SHIPPING_TYPE_CODES;

/** Why a parcel cannot be edited on this page (the gateway refuses the same), or null while it can. */
export function lockReason(s: ShipmentFieldsFragment, kind: ShipmentKind, goodsType: string): string | null {
  const service = s.service as Service;
  if (SHIPPING_TYPE_CODES[service] !== goodsType || shipmentEditPage(service) !== kind) return E.wrongType;
  return s.status === 'CREATED' ? null : E.notEditable;
}

/** /auth/shipping/edit-{normal,frz,home}/:goodsType/:id — the parcel's editable fields, saved through updateShipment. */
function ShipmentEditPage({ kind }: { kind: ShipmentKind }) {
  const { goodsType = '', id = '' } = useParams();
  const shipmentId = Number(id);
  const navigate = useNavigate();
  const q = useShipmentQuery({
    variables: { id: shipmentId },
    fetchPolicy: 'cache-and-network',
    skip: !(shipmentId > 0),
  });
  const [searchStores, stores] = useConvenienceStoresLazyQuery();
  const [update] = useUpdateShipmentMutation({ refetchQueries: [ShipmentsDocument] });
  const title = E.titles[kind];
  const shipment = q.data?.shipment;
  const toList = (
    <RouteButton to="shipping.list" variant="outline" size="sm">
      {SHIPMENT_TEXT.toList}
    </RouteButton>
  );
  if (!shipment)
    return (
      <RecordPending
        query={q}
        title={title}
        loadError={LOGISTICS_TEXT.loadError}
        notFound={SHIPMENT_TEXT.notFound}
        action={toList}
      />
    );
  const home = kind === 'home';
  const submit = async (values: ShipmentEditValues) => {
    try {
      const { data } = await update({ variables: { id: shipmentId, goodsType, input: toEditInput(values, home) } });
      const payload = data?.updateShipment;
      if (payload?.shipment) {
        showToast(E.saved, 'success');
        void navigate(detailPath(payload.shipment.id));
        return [];
      }
      const errors = payload?.errors ?? [];
      // Dropped off meanwhile: the page reloads the parcel and turns read-only with its note.
      if (errors.some((e) => e.code === 'NOT_EDITABLE')) void q.refetch().catch(() => undefined);
      return errors.length ? errors : [{ message: LOGISTICS_TEXT.saveError }];
    } catch {
      return [{ message: LOGISTICS_TEXT.saveError }];
    }
  };
  const back = (
    <Button asChild variant="ghost">
      <Link to={detailPath(shipment.id)}>{E.toDetail}</Link>
    </Button>
  );
  return (
    <PageFrame title={title} action={toList}>
      <Text fontWeight="medium">{E.logisticsNo(shipment.logisticsNo)}</Text>
      <ShipmentEditForm
        initial={editValuesOf(shipment)}
        home={home}
        frozenOnly={kind === 'frz'}
        locked={lockReason(shipment, kind, goodsType)}
        stores={{ list: stores.data?.convenienceStores ?? null, loading: stores.loading }}
        onStoreSearch={(keyword) =>
          void searchStores({ variables: { keyword, frozenOnly: kind === 'frz' } }).catch(() => undefined)
        }
        onSubmit={submit}
        back={back}
      />
    </PageFrame>
  );
}

/** /auth/shipping/edit-normal/:goodsType/:id */
export const ShipmentEditNormalView = () => <ShipmentEditPage kind="normal" />;
/** /auth/shipping/edit-frz/:goodsType/:id */
export const ShipmentEditFrozenView = () => <ShipmentEditPage kind="frz" />;
/** /auth/shipping/edit-home/:goodsType/:id */
export const ShipmentEditHomeView = () => <ShipmentEditPage kind="home" />;
