import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { JKO_STATUS_LIST } from '@paydesk/shared/jko-statuses';
import * as yup from 'yup';
import { useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { PageSpinner } from '../../../components/PageSpinner';
import { ServerForm } from '../../../components/ServerForm';
import { useApplyJkoMutation, useMerchantQuery } from '../../../graphql/documents/merchants';
import { walletMerchantNo } from '../../../lib/validators';
import { showToast } from '../../../lib/toast';
import { MERCHANT_TEXT } from '../text';

const jkoSchema = yup.object({ jkoMerchantNo: walletMerchantNo() });

/** /auth/merchant/jko/:id: JKO wallet application for an active shop, with its JKO merchant number. */
export function JkoApplyView() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useMerchantQuery({ variables: { id: Number(id) } });
  const [apply] = useApplyJkoMutation();
  if (loading) return <PageSpinner />;
  const m = data?.merchant;
  if (!m) return <Text>{MERCHANT_TEXT.notFound}</Text>;
  const open = JKO_STATUS_LIST.canMove(m.jkoStatus, 'PENDING');
  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="2xl">
        {MERCHANT_TEXT.jkoTitle}
      </Heading>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <Stack gap="3">
          <Text fontWeight="bold">{m.name}</Text>
          <Text>
            {MERCHANT_TEXT.jko}：{JKO_STATUS_LIST.label(m.jkoStatus)}
          </Text>
          <Text color="fg.muted">{MERCHANT_TEXT.jkoHint}</Text>
          <ServerForm
            initialValues={{ jkoMerchantNo: m.jkoMerchantNo ?? '' }}
            validationSchema={jkoSchema}
            fields={['jkoMerchantNo']}
            label={MERCHANT_TEXT.applyJko}
            gap="3"
            onSubmit={async (v) => {
              const { data: res } = await apply({
                variables: { merchantId: m.id, jkoMerchantNo: v.jkoMerchantNo.trim() },
              });
              if (res?.applyJko.merchant) {
                showToast(MERCHANT_TEXT.jkoApplied, 'success');
                void navigate(pathTo('merchant.detail', { id: m.id }));
              }
              return res?.applyJko.errors ?? [];
            }}
          >
            {(form) => (
              <>
                <TextField
                  form={form}
                  name="jkoMerchantNo"
                  label={MERCHANT_TEXT.jkoMerchantNo}
                  helper={MERCHANT_TEXT.jkoMerchantNoHint}
                  autoComplete="off"
                  maxLength={30}
                  required
                />
                <SubmitButton alignSelf="flex-start" disabled={!open}>
                  {MERCHANT_TEXT.applyJko}
                </SubmitButton>
              </>
            )}
          </ServerForm>
        </Stack>
      </Box>
    </Stack>
  );
}
