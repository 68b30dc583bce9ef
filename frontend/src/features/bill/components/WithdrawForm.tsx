import { MoneyText } from '../../../components/MoneyText';
import { FormErrorAlert } from '../../../components/LoadState';
import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { taipeiBusinessDay } from '@paydesk/shared/taiwan-time';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { withdrawSchema } from '../bill.schema';
import { formatMoney } from '../../../lib/money-format';
import { InvalidSubmitNotice, TextField } from '../../../components/FormFields';
import { applyServerErrors } from '../../../lib/form-errors';
import { BILL_TEXT } from '../text';
import { useConfirmedSubmit } from '../../../components/useConfirmedSubmit';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

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
  const [formError, setFormError] = useState<string | null>(null);
  const confirm = useConfirmedSubmit<Values>();
  const schema = withdrawSchema(data);
  // 全部提領: everything withdrawable, within the single limit.
  const everything = Math.min(data.available, data.limit);
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    const errors = await onSubmit(Number(v.amount));
    if (!errors.length) helpers.resetForm();
    setFormError(applyServerErrors<Values>(errors, helpers.setErrors, ['amount']));
  };
  return (
    <Formik initialValues={{ amount: '' }} validationSchema={schema} onSubmit={submit}>
      {(form) => {
        const amount = Number(form.values.amount) || 0;
        const net = Math.max(0, amount - data.fee);
        const arrival = arrivalOf(data.businessDays);
        return (
          <Form noValidate aria-label={BILL_TEXT.submit}>
            <InvalidSubmitNotice />
            <Stack gap="3" maxW="lg">
              <FormErrorAlert message={formError} />
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
                <MoneyText fontWeight="bold" data-testid="withdraw-net" value={net} />
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
                colorPalette="primary"
                alignSelf="flex-start"
                onClick={() => void confirm.ask(form)}
                loading={form.isSubmitting}
                disabled={disabled || form.isSubmitting}
              >
                {BILL_TEXT.submit}
              </Button>
            </Stack>
            <ConfirmDialog
              {...confirm.dialog}
              title={BILL_TEXT.confirmTitle}
              message={BILL_TEXT.confirm(formatMoney(amount), formatMoney(data.fee), formatMoney(net), arrival)}
              confirmLabel={BILL_TEXT.submit}
            />
          </Form>
        );
      }}
    </Formik>
  );
}
