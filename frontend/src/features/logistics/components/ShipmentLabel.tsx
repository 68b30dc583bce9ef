import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { SHIPPING_SERVICE_LABELS, type ShippingService } from '@paydesk/shared/shipment-statuses';
import type { ShipmentFieldsFragment } from '../../../graphql/generated';
import { formatMoney } from '../../../lib/money-format';
import { code128Bars } from '../barcode';
import { SHIPMENT_TEXT as T } from '../text';

/** A Code 128 barcode drawn as SVG bars (the logistics number under it). */
export function Barcode({ value, height = 60 }: { value: string; height?: number }) {
  const { bars, width } = code128Bars(value);
  return (
    <svg
      role="img"
      aria-label={value}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      data-testid="label-barcode"
    >
      <rect x="0" y="0" width={width} height={height} fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y="0" width={b.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}

// Only the label prints: everything else on the page is hidden while printing.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #shipping-label, #shipping-label * { visibility: visible !important; }
  #shipping-label { position: absolute; left: 0; top: 0; width: 100mm; border: 1px solid #000; }
  .label-no-print { display: none !important; }
}`;

export interface ShipmentLabelProps {
  shipment: ShipmentFieldsFragment;
  sender: { name: string; mobile: string; address: string } | null;
  onClose: () => void;
}

/** The print-friendly label: service, sender, receiver, pickup store or address, the number and its barcode. */
export function ShipmentLabel({ shipment: s, sender, onClose }: ShipmentLabelProps) {
  return (
    <Stack gap="3" data-testid="shipping-label-panel">
      <style>{PRINT_CSS}</style>
      <HStack className="label-no-print" gap="2">
        <Button colorPalette="primary" onClick={() => window.print()}>
          {T.printNow}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {T.closeLabel}
        </Button>
      </HStack>
      <Box id="shipping-label" maxW="md" borderWidth="2px" borderColor="black" bg="white" color="black" p="4">
        <Stack gap="3">
          <HStack justify="space-between">
            <Text fontWeight="bold">{T.labelTitle}</Text>
            <Text fontSize="sm">{SHIPPING_SERVICE_LABELS[s.service as ShippingService] ?? s.service}</Text>
          </HStack>
          <Barcode value={s.logisticsNo} />
          <Text textAlign="center" fontFamily="mono" fontSize="lg" letterSpacing="widest" data-testid="label-no">
            {s.logisticsNo}
          </Text>
          <Grid templateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
            <Text fontWeight="bold">{T.labelReceiver}</Text>
            <Text>
              {s.receiverName} {s.receiverMobile}
            </Text>
            <Text fontWeight="bold">{T.labelDestination}</Text>
            <Text>{[s.storeName, s.address].filter(Boolean).join('／') || '-'}</Text>
            <Text fontWeight="bold">{T.labelSender}</Text>
            <Text>{sender ? `${sender.name} ${sender.mobile}／${sender.address}` : '-'}</Text>
            <Text fontWeight="bold">{T.labelGoods}</Text>
            <Text>{s.goodsName}</Text>
            {s.codAmount ? (
              <>
                <Text fontWeight="bold">{T.labelCod}</Text>
                <Text>{formatMoney(s.codAmount)}</Text>
              </>
            ) : null}
          </Grid>
        </Stack>
      </Box>
    </Stack>
  );
}
