import { pathTo } from '../../../app/paths';
import { COMPONENT_TEXT } from '../../../components/text';
import { ServerForm } from '../../../components/ServerForm';
import { Button, Grid, Heading, Stack } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { useNavigate } from 'react-router';
import { MerchantsDocument, useCreateMerchantMutation } from '../../../graphql/documents/merchants';
import { showToast } from '../../../lib/toast';
import { SelectField, TextField, SubmitButton } from '../../../components/FormFields';
import { EMPTY_MERCHANT, merchantSchema, type MerchantValues } from '../merchant.schema';
import { businessTypeOptions, useShopSettings } from '../shop-settings';
import { MERCHANT_TEXT } from '../text';
import { codeOptions } from '../../../lib/code-options';
import { ESCROW_TYPE_LIST, GOODS_PAY_TYPE_LIST, MERCHANT_TYPE_LIST } from '@paydesk/shared/merchant-types';
import { SELL_TYPE_LIST } from '@paydesk/shared/sell-types';

const MERCHANT_FIELDS = Object.keys(EMPTY_MERCHANT);

/** /auth/merchant/create: a new shop goes to review (status 9). */
export function MerchantCreateView() {
  const navigate = useNavigate();
  const [create] = useCreateMerchantMutation({ refetchQueries: [MerchantsDocument] });
  const shopSettings = useShopSettings();
  const submit = async (v: MerchantValues) => {
    const { data } = await create({
      variables: {
        input: {
          name: v.name.trim(),
          merType: v.merType,
          sellType: v.sellType,
          goodsPayType: v.goodsPayType,
          escrowType: v.escrowType,
          website: v.website || null,
          serviceAreaCode: v.serviceAreaCode.trim() || null,
          serviceTel: v.serviceTel.trim() || null,
          serviceExt: v.serviceExt.trim() || null,
          businessTypeId: Number(v.businessTypeId),
        },
      },
    });
    const payload = data?.createMerchant;
    if (payload?.merchant) {
      showToast(MERCHANT_TEXT.created, 'success');
      void navigate(pathTo('merchant.detail', { id: payload.merchant.id }));
      return [];
    }
    return payload?.errors ?? [];
  };
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        {MERCHANT_TEXT.createTitle}
      </Heading>
      <ServerForm<MerchantValues>
        initialValues={EMPTY_MERCHANT}
        validationSchema={merchantSchema}
        fields={MERCHANT_FIELDS}
        label={MERCHANT_TEXT.createTitle}
        onSubmit={submit}
        maxW="none"
        gap="4"
      >
        {(form) => (
          <>
            {shopSettings.failed ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{MERCHANT_TEXT.settingsError}</Alert.Title>
                <Button size="sm" ms="auto" onClick={shopSettings.reload}>
                  {COMPONENT_TEXT.retry}
                </Button>
              </Alert.Root>
            ) : null}
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField form={form} name="name" label={MERCHANT_TEXT.name} required />
              <SelectField
                form={form}
                name="businessTypeId"
                label={MERCHANT_TEXT.businessType}
                placeholder={MERCHANT_TEXT.choose}
                options={businessTypeOptions(shopSettings.settings)}
                required
              />
              <SelectField
                form={form}
                name="merType"
                label={MERCHANT_TEXT.merType}
                options={codeOptions(MERCHANT_TYPE_LIST)}
                required
              />
              <SelectField
                form={form}
                name="sellType"
                label={MERCHANT_TEXT.sellType}
                options={codeOptions(SELL_TYPE_LIST)}
                required
              />
              <SelectField
                form={form}
                name="goodsPayType"
                label={MERCHANT_TEXT.goodsPayType}
                options={codeOptions(GOODS_PAY_TYPE_LIST)}
                required
              />
              <SelectField
                form={form}
                name="escrowType"
                label={MERCHANT_TEXT.escrowType}
                options={codeOptions(ESCROW_TYPE_LIST)}
                required
              />
            </Grid>
            <TextField form={form} name="website" label={MERCHANT_TEXT.website} placeholder="https://" />
            <Grid
              templateColumns={{ base: '1fr 2fr', md: '1fr 2fr 1fr' }}
              gap="4"
              role="group"
              aria-label={MERCHANT_TEXT.servicePhone}
            >
              <TextField form={form} name="serviceAreaCode" label={MERCHANT_TEXT.serviceAreaCode} placeholder="02" />
              <TextField form={form} name="serviceTel" label={MERCHANT_TEXT.serviceTel} placeholder="23456789" />
              <TextField form={form} name="serviceExt" label={MERCHANT_TEXT.serviceExt} placeholder="123" />
            </Grid>
            <SubmitButton alignSelf="flex-start">{MERCHANT_TEXT.submit}</SubmitButton>
          </>
        )}
      </ServerForm>
    </Stack>
  );
}
