import { RouteButton } from '../../../components/RouteButton';
import { HStack, Stack } from '@chakra-ui/react';
import { shipmentEditPage, type ShippingService } from '@paydesk/shared/shipment-statuses';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/LoadState';
import { RecordPending } from '../../../components/RecordPending';
import {
  ShipmentsDocument,
  useAdvanceShipmentMutation,
  useLogisticsApplicationsQuery,
  useShipmentQuery,
} from '../../../graphql/documents/logistics';
import type { ShipmentStatus } from '../../../graphql/generated';
import { getAppEnv } from '../../../lib/env';
import { showToast } from '../../../lib/toast';
import { PageFrame } from '../../../components/PageFrame';
import { ShipmentActions } from '../components/ShipmentActions';
import { ShipmentDetail } from '../components/ShipmentDetail';
import { ShipmentLabel } from '../components/ShipmentLabel';
import { LOGISTICS_TEXT, SHIPMENT_EDIT_TEXT, SHIPMENT_TEXT as T } from '../text';
import { ParcelListView } from './ParcelListView';

function ShipmentPage({ id, title }: { id: number; title: string }) {
  const q = useShipmentQuery({ variables: { id }, fetchPolicy: 'cache-and-network', skip: !(id > 0) });
  const applications = useLogisticsApplicationsQuery();
  const [advance] = useAdvanceShipmentMutation({ refetchQueries: [ShipmentsDocument] });
  const [busy, setBusy] = useState<ShipmentStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const shipment = q.data?.shipment;
  const move = async (to: ShipmentStatus) => {
    setBusy(to);
    setError(null);
    try {
      const { data } = await advance({ variables: { id, to } });
      const payload = data?.advanceShipment;
      if (payload?.shipment) showToast(to === 'CANCELLED' ? T.cancelled : T.moved(T.moves[to] ?? to), 'success');
      else setError(payload?.errors[0]?.message ?? LOGISTICS_TEXT.saveError);
    } catch {
      setError(LOGISTICS_TEXT.saveError);
    } finally {
      setBusy(null);
    }
  };
  const back = (
    <RouteButton to="shipping.list" variant="outline" size="sm">
      {T.toList}
    </RouteButton>
  );
  if (!shipment)
    return (
      <RecordPending query={q} title={title} loadError={LOGISTICS_TEXT.loadError} notFound={T.notFound} action={back} />
    );
  const application = applications.data?.logisticsApplications.find(
    (a) => a.merchantId === shipment.merchantId && a.status === 'APPROVED',
  );
  const sender = application
    ? { name: application.senderName, mobile: application.senderMobile, address: application.senderAddress }
    : null;
  return (
    <PageFrame
      title={title}
      action={
        <HStack gap="2">
          {/* Receiver, store or address and goods name change only before drop-off (the gateway refuses after). */}
          {shipment.status === 'CREATED' ? (
            <RouteButton
              to={`shipping.edit.${shipmentEditPage(shipment.service as ShippingService)}`}
              params={{ goodsType: shipment.shippingType, id: shipment.id }}
              colorPalette="primary"
              size="sm"
            >
              {SHIPMENT_EDIT_TEXT.edit}
            </RouteButton>
          ) : null}
          {back}
        </HStack>
      }
    >
      <Stack gap="3">
        <FormErrorAlert message={error} />
        <ShipmentActions
          status={shipment.status}
          service={shipment.service}
          sandbox={getAppEnv() !== 'production'}
          busy={busy}
          onMove={(to) => void move(to)}
          onPrint={() => setPrinting(true)}
        />
      </Stack>
      {printing ? <ShipmentLabel shipment={shipment} sender={sender} onClose={() => setPrinting(false)} /> : null}
      <ShipmentDetail shipment={shipment} />
    </PageFrame>
  );
}

/** /auth/shipping/detail?id= — the route has no id parameter (SPEC §2.3), so the shipment comes in the query. */
export function ShipmentDetailView() {
  const [params] = useSearchParams();
  // Without an id, 物流明細 is the parcel list (SPEC §2.3); with one, that parcel.
  if (!params.get('id')) return <ParcelListView />;
  return <ShipmentPage id={Number(params.get('id') ?? 0)} title={T.detailTitle} />;
}
