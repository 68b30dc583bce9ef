import { Text } from '@chakra-ui/react';
import { CaptchaField } from '../../../components/CaptchaField';
import { SubmitButton } from '../../../components/FormFields';
import {
  BuyerContactFields,
  buyerDefaults,
  SandboxCardField,
  type KnownBuyer,
} from '../../../components/CheckoutFields';
import { ServerForm } from '../../../components/ServerForm';
import { FormSection } from '../../../components/FormSections';
import type { ServerError } from '../../../lib/form-errors';
import { SUBSCRIBE_FIELDS, subscribeSchema, type SubscribeValues } from '../subscribe.schema';
import { SUBSCRIBE_TEXT as T } from '../text';

export interface SubscribeFormProps {
  data: {
    sandboxCards: { success: string; decline: string };
    buyer?: KnownBuyer;
    /** The captcha image of this try (a new one after every answer: each try spends it). */
    captchaSrc: string;
  };
  onReloadCaptcha: () => void;
  /** Resolves to the server's refusals (none when subscribed). */
  onSubmit: (values: SubscribeValues) => Promise<readonly ServerError[]>;
}

/** The subscriber's name, email and mobile, the card the periods are charged to, and the captcha. */
export function SubscribeForm({ data, onReloadCaptcha, onSubmit }: SubscribeFormProps) {
  return (
    <ServerForm
      initialValues={{ ...buyerDefaults(data.buyer), cardNumber: '', captcha: '' }}
      validationSchema={subscribeSchema}
      fields={SUBSCRIBE_FIELDS}
      label={T.submit}
      onSubmit={onSubmit}
      gap="4"
      maxW="none"
    >
      {(form) => (
        <>
          <FormSection title={T.buyerSection}>
            <BuyerContactFields form={form} />
          </FormSection>
          <FormSection title={T.cardSection}>
            <SandboxCardField form={form} sandboxCards={data.sandboxCards} />
          </FormSection>
          <CaptchaField form={form} label={T.captcha} src={data.captchaSrc} onReload={onReloadCaptcha} />
          <Text fontSize="sm">{T.consent}</Text>
          <SubmitButton size="lg">{T.submit}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
