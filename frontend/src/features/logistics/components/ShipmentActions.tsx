import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { SHIPMENT_STATUS_LIST } from '@paydesk/shared/shipment-statuses';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { ShipmentStatus } from '../../../graphql/generated';
import { SHIPMENT_TEXT as T } from '../text';

/** What a carrier may report, in the order a parcel meets them. */
const CARRIER_MOVES: readonly ShipmentStatus[] = ['SHIPPED', 'ARRIVED', 'PICKED_UP', 'DELIVERED', 'RETURNED', 'LOST'];
const STORE_ONLY: readonly ShipmentStatus[] = ['ARRIVED', 'PICKED_UP', 'RETURNED'];

/** The carrier moves the shared status list allows from `status`: store parcels reach a store, home ones a door. */
export function carrierMoves(status: ShipmentStatus, service: string): ShipmentStatus[] {
  const home = service.startsWith('HOME');
  return CARRIER_MOVES.filter(
    (to) => SHIPMENT_STATUS_LIST.canMove(status, to) && (home ? !STORE_ONLY.includes(to) : to !== 'DELIVERED'),
  );
}

export interface ShipmentActionsProps {
  status: ShipmentStatus;
  service: string;
  /** Outside production the page also plays the carrier. */
  sandbox: boolean;
  /** The move being sent, if any. */
  busy: ShipmentStatus | null;
  onMove: (to: ShipmentStatus) => void;
  onPrint: () => void;
}

/** The detail page's actions: print, cancel before drop-off (confirmed), and the sandbox carrier's moves. */
export function ShipmentActions({ status, service, sandbox, busy, onMove, onPrint }: ShipmentActionsProps) {
  const [asking, setAsking] = useState(false);
  const canCancel = SHIPMENT_STATUS_LIST.canMove(status, 'CANCELLED');
  const moves = sandbox ? carrierMoves(status, service) : [];
  return (
    <Stack gap="3" data-testid="shipment-actions">
      <HStack wrap="wrap" gap="2">
        <Button variant="outline" onClick={onPrint} disabled={status === 'CANCELLED'}>
          {T.print}
        </Button>
        {canCancel ? (
          <Button colorPalette="error" variant="outline" onClick={() => setAsking(true)} disabled={busy !== null}>
            {T.cancel}
          </Button>
        ) : null}
      </HStack>
      {moves.length ? (
        <Stack gap="2" borderWidth="1px" borderStyle="dashed" borderColor="accent.emphasized" borderRadius="md" p="3">
          <Text fontWeight="medium">{T.sandboxTitle}</Text>
          <Text fontSize="sm" color="fg.muted">
            {T.sandboxHint}
          </Text>
          <HStack wrap="wrap" gap="2">
            {moves.map((to) => (
              <Button
                key={to}
                size="sm"
                colorPalette={to === 'LOST' || to === 'RETURNED' ? 'error' : 'primary'}
                variant="subtle"
                loading={busy === to}
                disabled={busy !== null}
                onClick={() => onMove(to)}
              >
                {T.moves[to] ?? to}
              </Button>
            ))}
          </HStack>
        </Stack>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={T.cancel}
        message={T.cancelAsk}
        confirmLabel={T.cancel}
        tone="error"
        busy={busy === 'CANCELLED'}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onMove('CANCELLED');
        }}
      />
    </Stack>
  );
}
