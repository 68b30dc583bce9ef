import { Text } from '@chakra-ui/react';
import { CARD_METHOD_LABELS, SHOP_CARD_METHODS } from '@paydesk/shared/card-methods';
import { CheckboxGroupField, SubmitButton } from '../../../components/FormFields';
import { Section } from '../../../components/PageFrame';
import { ServerForm } from '../../../components/ServerForm';
import { useSetMerchantCardMethodsMutation } from '../../../graphql/documents/merchants';
import { showToast } from '../../../lib/toast';
import { CARD_METHOD_TEXT as T } from '../text';

const OPTIONS = SHOP_CARD_METHODS.map((m) => ({ value: m, label: CARD_METHOD_LABELS[m] }));

/**
 * SPEC §3: the card methods a shop offers beside the lump sum (紅利折抵, 銀聯卡, Apple Pay). Only a shop that takes
 * cards may switch them on; the gateway checks the same and answers on the field.
 */
export function CardMethodSettings({
  merchantId,
  takesCards,
  cardMethods,
}: {
  merchantId: number;
  takesCards: boolean;
  cardMethods: readonly string[];
}) {
  const [save] = useSetMerchantCardMethodsMutation();
  const submit = async (v: { methods: string[] }) => {
    const { data } = await save({ variables: { merchantId, methods: v.methods } });
    const errors = data?.setMerchantCardMethods.errors ?? [];
    if (!errors.length) showToast(T.saved, 'success');
    // The gateway names its refusal `cardMethods`; the form's field is `methods`.
    return errors.map((e) => ({ ...e, field: e.field === 'cardMethods' ? 'methods' : e.field }));
  };
  return (
    <Section title={T.title} data-testid="card-methods">
      <Text fontSize="sm" color="fg.muted">
        {takesCards ? T.lead : T.needsCard}
      </Text>
      <ServerForm
        initialValues={{ methods: [...cardMethods] }}
        validationSchema={undefined}
        fields={['methods']}
        label={T.title}
        onSubmit={submit}
        readOnly={!takesCards}
        gap="3"
      >
        {(form) => (
          <>
            <CheckboxGroupField form={form} name="methods" label={T.methods} options={OPTIONS} />
            <SubmitButton alignSelf="flex-start">{T.save}</SubmitButton>
          </>
        )}
      </ServerForm>
    </Section>
  );
}
