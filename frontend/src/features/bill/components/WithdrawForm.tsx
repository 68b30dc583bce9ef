import { MoneyText } from '../../../components/MoneyText';
import { Button, Grid, HStack, Text } from '@chakra-ui/react';
import { taipeiBusinessDay } from '@paydesk/shared/taiwan-time';
import { withdrawSchema } from '../bill.schema';
import { formatMoney } from '../../../lib/money-format';
import { TextField } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { BILL_TEXT } from '../text';

export interface WithdrawFormProps {
  data: {
    available: number;
    fee: number;
    limit: number;
    /** Working days a withdrawal takes to reach the bank (reference data); no estimate while unknown. */
    businessDays?: { min: number; max: number } | null;
  };
  disabled?: boolean;
  onSubmit: (amount: number) => Promise<readonly { field: string | null; message: string }[]>;
}

type Values = { amount: string };

/** When a withdrawal asked for today should reach the bank, in working days (weekends skipped). */
function arrivalOf(days: { min: number; max: number } | null | undefined): string | null {
  if (!days) return null;
  const now = new Date();
  const day = (n: number) => taipeiBusinessDay(now, n).replace(/-/g, '/');
  return BILL_TEXT.arrivalRange(day(days.min), day(days.max));
}

/** Amount (or 全部提領) with the fee, the net and the arrival estimate; a confirm dialog before the money moves. */
export function WithdrawForm({ data, disabled = false, onSubmit }: WithdrawFormProps) {
  // 全部提領: everything withdrawable, within the single limit.
  const everything = Math.min(data.available, data.limit);
  const arrival = arrivalOf(data.businessDays);
  const netOf = (v: Values) => Math.max(0, (Number(v.amount) || 0) - data.fee);
  return (
    <ServerForm<Values>
      initialValues={{ amount: '' }}
      validationSchema={withdrawSchema(data)}
      fields={['amount']}
      label={BILL_TEXT.submit}
      onSubmit={(v) => onSubmit(Number(v.amount))}
      resetOnSuccess
      confirm={{
        title: BILL_TEXT.confirmTitle,
        message: (v) =>
          BILL_TEXT.confirm(formatMoney(Number(v.amount) || 0), formatMoney(data.fee), formatMoney(netOf(v)), arrival),
        confirmLabel: BILL_TEXT.submit,
      }}
      maxW="lg"
      gap="3"
    >
      {(form) => (
        <>
          <HStack align="flex-end" gap="2">
            <TextField form={form} name="amount" label={BILL_TEXT.withdrawAmount} inputMode="numeric" required />
            <Button
              variant="outline"
              disabled={disabled || everything <= data.fee}
              onClick={() => void form.setFieldValue('amount', String(everything))}
            >
              {BILL_TEXT.withdrawAll}
            </Button>
          </HStack>
          <Grid templateColumns="auto 1fr" gap="1" fontVariantNumeric="tabular-nums" data-testid="withdraw-summary">
            <Text color="fg.muted">{BILL_TEXT.available}</Text>
            <MoneyText value={data.available} />
            <Text color="fg.muted">{BILL_TEXT.fee}</Text>
            <MoneyText value={data.fee} />
            <Text color="fg.muted">{BILL_TEXT.net}</Text>
            <MoneyText fontWeight="bold" data-testid="withdraw-net" value={netOf(form.values)} />
            <Text color="fg.muted">{BILL_TEXT.limit}</Text>
            <MoneyText value={data.limit} />
            {arrival ? (
              <>
                <Text color="fg.muted">{BILL_TEXT.arrival}</Text>
                <Text data-testid="withdraw-arrival" title={BILL_TEXT.arrivalHint}>
                  {arrival}
                </Text>
              </>
            ) : null}
          </Grid>
          <Button
            type="submit"
            colorPalette="primary"
            alignSelf="flex-start"
            loading={form.isSubmitting}
            disabled={disabled || form.isSubmitting}
          >
            {BILL_TEXT.submit}
          </Button>
        </>
      )}
    </ServerForm>
  );
}
