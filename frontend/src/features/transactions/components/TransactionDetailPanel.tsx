import { COMPONENT_TEXT } from '../../../components/text';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge, TONE_PALETTE, ToneBadge } from '../../../components/StatusBadge';
import { ServerForm } from '../../../components/ServerForm';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { refundSchema } from '../transactions.schema';
import type { TransactionDetailQuery } from '../../../graphql/generated';
import { formatDateTime, formatMoney } from '../../../lib/money-format';
import { SelectField, TextField } from '../../../components/FormFields';
import { codeOptions } from '../../../lib/code-options';
import { REFUND_REASON_LIST, refundReasonText } from '@paydesk/shared/refund-reasons';
import type { RefundReason } from '../../../graphql/generated';
import { TX_TEXT } from '../text';
import { LedgerTable } from '../../../components/LedgerTable';
import { NotifyLog } from './NotifyLog';
import { ActionNotGranted } from '../../../components/ActionRight';

type Detail = NonNullable<TransactionDetailQuery['transaction']>;
export type RefundValues = { amount: string; reason: RefundReason | ''; note: string };
const REASON_OPTIONS = codeOptions(REFUND_REASON_LIST);

export interface DetailPanelProps {
  data: Detail;
  /** Refunds this amount; absent (no right to refund), the form gives way to a note. */
  onRefund?: (refund: RefundValues) => Promise<readonly { field: string | null; message: string }[]>;
  onClose: () => void;
  /** Sends the shop's paid callback again; absent, no resend button. */
  onResendNotify?: () => Promise<void>;
}

/** One transaction: its fields, its ledger entries and the refund form. */
export function TransactionDetailPanel({ data, onRefund, onClose, onResendNotify }: DetailPanelProps) {
  const t = data.transaction;
  const [resending, setResending] = useState(false);
  const resend = () => {
    if (!onResendNotify) return;
    setResending(true);
    void onResendNotify().finally(() => setResending(false));
  };
  const rows: [string, string][] = [
    [TX_TEXT.tradeNo, t.tradeNo],
    [TX_TEXT.merchantOrderNo, t.merchantOrderNo ?? '-'],
    [COMPONENT_TEXT.txColumns.item, t.itemName || '-'],
    [TX_TEXT.buyer, `${t.buyerName || '-'} ${t.buyerEmail}`],
    [TX_TEXT.mobileBarcode, t.mobileBarcode ?? '-'],
    [COMPONENT_TEXT.txColumns.amount, formatMoney(t.amount)],
    [COMPONENT_TEXT.txColumns.fee, formatMoney(t.fee)],
    [TX_TEXT.refunded, formatMoney(t.refundedAmount)],
    [TX_TEXT.paidAt, formatDateTime(t.paidAt)],
    [TX_TEXT.columns.settleDue, formatDateTime(t.settleDueAt)],
    [TX_TEXT.settledAt, formatDateTime(t.settledAt)],
  ];
  const schema = refundSchema(data.refundable);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="lg" p="5" data-testid="transaction-detail">
      <Stack gap="4">
        <HStack justify="space-between">
          <HStack>
            <Heading as="h2" size="lg">
              {TX_TEXT.detail}
            </Heading>
            <StatusBadge list={TRANSACTION_STATUS_LIST} value={t.status} />
            <Badge>{PAY_TYPE_LIST.label(t.payType)}</Badge>
          </HStack>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {TX_TEXT.close}
          </Button>
        </HStack>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, auto 1fr)' }} gap="2" fontVariantNumeric="tabular-nums">
          {rows.map(([label, value]) => (
            <Box key={label} display="contents">
              <Text color="fg.muted">{label}</Text>
              <Text>{value}</Text>
            </Box>
          ))}
        </Grid>
        {data.refunds.length ? (
          <Stack gap="1">
            <Heading as="h3" size="md">
              {TX_TEXT.refunds}
            </Heading>
            {data.refunds.map((r) => (
              <HStack key={r.id} gap="3" fontVariantNumeric="tabular-nums">
                <DateText value={r.createdAt} withTime />
                <MoneyText value={r.amount} />
                <Text color="fg.muted">
                  {COMPONENT_TEXT.txColumns.fee} {formatMoney(r.fee)}
                </Text>
                <Text>{refundReasonText(r.reason, r.note)}</Text>
                <ToneBadge
                  tone={r.reserved ? 'accent' : 'neutral'}
                  label={r.reserved ? TX_TEXT.reservedLabel : TX_TEXT.executedLabel}
                />
              </HStack>
            ))}
          </Stack>
        ) : null}
        <Heading as="h3" size="md">
          {TX_TEXT.entries}
        </Heading>
        <LedgerTable data={data.entries} empty="-" />
        {data.notify ? <NotifyLog log={data.notify} resending={resending} onResend={resend} /> : null}
        {data.refundable > 0 && !onRefund ? <ActionNotGranted /> : null}
        {data.refundable > 0 && onRefund ? (
          <Stack gap="3" maxW="md">
            <Heading as="h3" size="md">
              {TX_TEXT.refund}
            </Heading>
            <ServerForm<RefundValues>
              initialValues={{ amount: '', reason: '', note: '' }}
              validationSchema={schema}
              fields={['amount', 'reason', 'note']}
              label={TX_TEXT.refund}
              onSubmit={(v) => onRefund(v)}
              resetOnSuccess
              confirm={{
                title: TX_TEXT.refund,
                message: (v) => TX_TEXT.refundAsk(formatMoney(Number(v.amount) || 0), formatMoney(data.refundFee)),
                confirmLabel: TX_TEXT.refundConfirm,
              }}
              maxW="none"
              gap="3"
            >
              {(form) => (
                <>
                  <Text fontSize="sm" color="fg.muted">
                    {TX_TEXT.refundable} {formatMoney(data.refundable)}。
                    {TX_TEXT.refundFee(formatMoney(data.refundFee))}
                  </Text>
                  <TextField form={form} name="amount" label={TX_TEXT.refundAmount} inputMode="numeric" required />
                  <SelectField
                    form={form}
                    name="reason"
                    label={TX_TEXT.refundReason}
                    placeholder={TX_TEXT.refundReasonPick}
                    options={REASON_OPTIONS}
                    required
                  />
                  <TextField form={form} name="note" label={TX_TEXT.refundNote} maxLength={100} />
                  <Button
                    type="submit"
                    colorPalette={TONE_PALETTE.error}
                    alignSelf="flex-start"
                    loading={form.isSubmitting}
                    disabled={form.isSubmitting}
                  >
                    {TX_TEXT.refundConfirm}
                  </Button>
                </>
              )}
            </ServerForm>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
