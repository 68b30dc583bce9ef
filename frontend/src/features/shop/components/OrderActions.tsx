import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { REFUND_NOTE_MAX, REFUND_REASON_LIST } from '@paydesk/shared/refund-reasons';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Checkbox } from '../../../components/chakra/checkbox';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormErrorAlert } from '../../../components/LoadState';
import { TONE_PALETTE } from '../../../components/StatusBadge';
import { ServerForm } from '../../../components/ServerForm';
import { SelectField, TextField } from '../../../components/FormFields';
import { codeOptions } from '../../../lib/code-options';
import type { RefundReason } from '../../../graphql/generated';
import { orderRefundSchema } from '../order-refund.schema';
import type { ServerError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money-format';
import { ORDER_TEXT } from '../text';
import { ActionNotGranted } from '../../../components/ActionRight';
import { canShip, ShipOrderButton, type ParcelOrder } from './OrderParcel';

export type OrderStep = 'cancel' | 'complete';
/** A refund says why (the shared reason list, a note with OTHER), as a transaction's refund does. */
export type OrderAction =
  { kind: OrderStep } | { kind: 'refund'; restock: boolean; reason: RefundReason; note: string | null };
type RefundValues = { restock: boolean; reason: RefundReason | ''; note: string };
const REASON_OPTIONS = codeOptions(REFUND_REASON_LIST);

/**
 * Each seller step and the status the order state machine must allow it to reach. Shipping is not a step here:
 * 出貨 creates the order's parcel (ShipOrderButton), and the order follows the parcel.
 */
const STEPS: { kind: OrderStep; to: string; tone: 'primary' | 'error' }[] = [
  { kind: 'complete', to: 'COMPLETED', tone: 'primary' },
  { kind: 'cancel', to: 'CANCELLED', tone: 'error' },
];

const LABEL: Record<OrderStep, string> = {
  cancel: ORDER_TEXT.cancel,
  complete: ORDER_TEXT.complete,
};

export interface OrderActionsProps {
  order: ParcelOrder & { amount: number; refundedAmount: number };
  /** Runs a move; absent (no right to change orders), a note stands where the moves would be. */
  onAction?: (action: OrderAction) => Promise<readonly ServerError[]>;
}

/**
 * The moves a seller may make on an order, offered only where ORDER_STATUS_LIST allows them; each is confirmed
 * first, and a refund can put the units back on sale.
 */
export function OrderActions({ order, onAction }: OrderActionsProps) {
  const [pending, setPending] = useState<OrderStep | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: OrderAction) => {
    if (!onAction) return;
    setBusy(true);
    setError(null);
    const errors = await onAction(action);
    setBusy(false);
    setPending(null);
    setError(errors.length ? errors.map((e) => e.message).join('；') : null);
  };
  // The dialog opens once the click has been handled, as the refund's does after validation: opened inside the
  // drawer's click handler it was left aria-hidden by the drawer's modality (jsdom), unreachable by role.
  const ask = (kind: OrderStep) => void Promise.resolve().then(() => setPending(kind));
  const steps = STEPS.filter((s) => ORDER_STATUS_LIST.canMove(order.status, s.to));
  const refundable = ORDER_STATUS_LIST.canMove(order.status, 'REFUNDED');
  const shippable = canShip(order);
  if (!steps.length && !refundable && !shippable) return null;
  if (!onAction) return <ActionNotGranted />;
  const step = STEPS.find((s) => s.kind === pending);
  return (
    <Stack gap="3" data-testid="order-actions">
      <FormErrorAlert message={error} />
      {steps.length || shippable ? (
        <HStack gap="2" wrap="wrap">
          {shippable ? <ShipOrderButton order={order} size="sm" disabled={busy} title={ORDER_TEXT.shipHint} /> : null}
          {steps.map((s) => (
            <Button
              key={s.kind}
              size="sm"
              colorPalette={TONE_PALETTE[s.tone]}
              variant={s.tone === 'error' ? 'outline' : 'solid'}
              disabled={busy}
              onClick={() => ask(s.kind)}
            >
              {LABEL[s.kind]}
            </Button>
          ))}
        </HStack>
      ) : null}
      {refundable ? (
        <ServerForm<RefundValues>
          initialValues={{ restock: true, reason: '', note: '' }}
          validationSchema={orderRefundSchema}
          fields={['reason', 'note']}
          label={ORDER_TEXT.refund}
          // The actions share one message above them: the form sends, `run` shows what went wrong.
          onSubmit={async (v) => {
            if (!v.reason) return [];
            await run({ kind: 'refund', restock: v.restock, reason: v.reason, note: v.note.trim() || null });
            return [];
          }}
          confirm={{
            title: ORDER_TEXT.refund,
            message: (v) =>
              ORDER_TEXT.confirm.refund(order.orderNo, formatMoney(order.amount - order.refundedAmount), v.restock),
            confirmLabel: ORDER_TEXT.refund,
            tone: 'error',
          }}
          notifyInvalid={false}
          maxW="none"
          gap="0"
        >
          {(form) => (
            <Stack gap="3">
              <SelectField
                form={form}
                name="reason"
                label={ORDER_TEXT.refundReason}
                placeholder={ORDER_TEXT.refundReasonPick}
                options={REASON_OPTIONS}
                required
              />
              <TextField form={form} name="note" label={ORDER_TEXT.refundNote} maxLength={REFUND_NOTE_MAX} />
              <HStack gap="4" wrap="wrap">
                <Checkbox.Root
                  checked={form.values.restock}
                  onCheckedChange={(e) => void form.setFieldValue('restock', e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{ORDER_TEXT.restock}</Checkbox.Label>
                </Checkbox.Root>
                <Button
                  type="submit"
                  size="sm"
                  colorPalette={TONE_PALETTE.error}
                  loading={form.isSubmitting}
                  disabled={busy || form.isSubmitting}
                >
                  {ORDER_TEXT.refund}
                </Button>
              </HStack>
            </Stack>
          )}
        </ServerForm>
      ) : null}
      {step ? (
        <ConfirmDialog
          open
          title={LABEL[step.kind]}
          message={ORDER_TEXT.confirm[step.kind](order.orderNo)}
          confirmLabel={LABEL[step.kind]}
          tone={step.tone}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void run({ kind: step.kind })}
        />
      ) : null}
    </Stack>
  );
}
