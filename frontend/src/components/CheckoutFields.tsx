import { Text } from '@chakra-ui/react';
import { CARD_METHOD_LABELS, type ShopCardMethod } from '@paydesk/shared/card-methods';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import type { FormikProps } from 'formik';
import { codeOptions } from '../lib/code-options';
import { MASKS } from '../lib/input-mask';
import { SelectField, TextField } from './FormFields';
import { COMPONENT_TEXT } from './text';

const T = COMPONENT_TEXT.checkout;

/** What a signed-in buyer's profile already knows. */
export interface KnownBuyer {
  name?: string | null;
  email?: string | null;
  mobile?: string | null;
}

/** The buyer fields a checkout starts from: the signed-in buyer's profile, or empty for a guest. */
export function buyerDefaults(buyer: KnownBuyer | undefined) {
  return { buyerName: buyer?.name ?? '', buyerEmail: buyer?.email ?? '', buyerMobile: buyer?.mobile ?? '' };
}

interface BuyerValues {
  buyerName: string;
  buyerEmail: string;
}

/** Name, email and (where the sale needs to reach the buyer by phone) mobile, with browser autofill hints. */
export function BuyerContactFields<V extends BuyerValues & { buyerMobile?: string }>({
  form,
  nameLabel = T.buyerName,
  withMobile = true,
}: {
  form: FormikProps<V>;
  nameLabel?: string;
  withMobile?: boolean;
}) {
  return (
    <>
      <TextField form={form} name="buyerName" label={nameLabel} autoComplete="name" required />
      <TextField
        form={form}
        name="buyerEmail"
        label={T.buyerEmail}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      {withMobile ? (
        <TextField
          form={form}
          name="buyerMobile"
          mask={MASKS.mobile}
          label={T.buyerMobile}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={10}
          required
        />
      ) : null}
    </>
  );
}

interface CardValues {
  cardNumber: string;
}

/** The sandbox card number and which test numbers succeed or decline. */
export function SandboxCardField<V extends CardValues>({
  form,
  sandboxCards,
}: {
  form: FormikProps<V>;
  sandboxCards: { success: string; decline: string };
}) {
  return (
    <>
      <TextField
        form={form}
        name="cardNumber"
        label={T.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        required
      />
      <Text fontSize="sm" color="fg.muted">
        {T.cardHint(sandboxCards.success, sandboxCards.decline)}
      </Text>
    </>
  );
}

/**
 * The pay type among those the seller accepts; for a card, the card methods the shop switched on (SPEC §3: 紅利折抵,
 * 銀聯卡, Apple Pay beside the lump sum), the sandbox card, and the instalments offered (lump-sum card only).
 */
export function PaymentMethodFields<
  V extends CardValues & { payType: string; installments: string; cardMethod: string },
>({
  form,
  payTypes,
  installments,
  cardMethods = [],
  sandboxCards,
}: {
  form: FormikProps<V>;
  payTypes: readonly string[];
  installments: readonly number[];
  cardMethods?: readonly string[];
  sandboxCards: { success: string; decline: string };
}) {
  const methods = cardMethods.filter((m): m is ShopCardMethod => m in CARD_METHOD_LABELS);
  const lumpSumCard = !form.values.cardMethod || form.values.cardMethod === 'credit';
  return (
    <>
      <SelectField
        form={form}
        name="payType"
        label={T.payType}
        required
        options={codeOptions(PAY_TYPE_LIST, payTypes)}
      />
      {form.values.payType === 'CREDIT' ? (
        <>
          {methods.length ? (
            <SelectField
              form={form}
              name="cardMethod"
              label={T.cardMethod}
              options={[
                { value: 'credit', label: CARD_METHOD_LABELS.credit },
                ...methods.map((m) => ({ value: m, label: CARD_METHOD_LABELS[m] })),
              ]}
            />
          ) : null}
          <SandboxCardField form={form} sandboxCards={sandboxCards} />
          {installments.length && lumpSumCard ? (
            <SelectField
              form={form}
              name="installments"
              label={T.installments}
              options={[
                { value: '1', label: T.lumpSum },
                ...installments.map((n) => ({ value: String(n), label: COMPONENT_TEXT.periods(n) })),
              ]}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

/**
 * What a checkout sends of the card choice: off card nothing; a card method other than the lump sum pays at once
 * (instalments only with the lump-sum card, as the gateway's rule says).
 */
export function cardChoice(v: { payType: string; installments: string; cardMethod: string }) {
  if (v.payType !== 'CREDIT') return { installments: null, cardMethod: null };
  const cardMethod = v.cardMethod || 'credit';
  return { cardMethod, installments: cardMethod === 'credit' ? Number(v.installments) : 1 };
}
