import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { useState } from 'react';
import { Barcode } from '../../../components/Barcode';
import { DateText } from '../../../components/MoneyText';
import { BUYER_TEXT } from '../text';

const T = BUYER_TEXT.order;

/**
 * How to pay an unpaid order: the store payment code (with its barcode for the counter's scanner) or the ATM
 * account, a copy button, and the deadline.
 */
export function PaymentCode({ payType, code, expiresAt }: { payType: string; code: string; expiresAt: string | null }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const store = payType === 'CVS';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="payment-code">
      <Text fontSize="sm">{T.payBy(PAY_TYPE_LIST.label(payType))}</Text>
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {store ? T.code : T.atmAccount}
        </Text>
        <Text fontFamily="mono" fontSize="lg" fontWeight="bold" wordBreak="break-all">
          {code}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void copy()} aria-label={`${T.copy} ${code}`}>
          {copied ? T.copied : T.copy}
        </Button>
      </HStack>
      {copied === false ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {T.copyFailed}
        </Text>
      ) : null}
      {store ? (
        <Box>
          <Barcode value={code} testId="payment-barcode" />
          <Text fontSize="xs" color="fg.muted">
            {T.barcodeHint}
          </Text>
        </Box>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {T.expiresAt}：<DateText value={expiresAt} withTime />
      </Text>
    </Stack>
  );
}
