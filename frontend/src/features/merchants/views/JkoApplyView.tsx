import { pathTo } from '../../../app/routes';
import { FormErrorAlert } from '../../../components/LoadState';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApplyJkoMutation, useMerchantQuery } from '../../../graphql/generated';
import { PageSpinner } from '../../../components/PageSpinner';
import { showToast } from '../../../lib/toast';
import { MERCHANT_TEXT } from '../text';
import { JKO_STATUS_LIST } from '@paydesk/shared/jko-statuses';

/** /auth/merchant/jko/:id: JKO wallet application for an active shop. */
export function JkoApplyView() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useMerchantQuery({ variables: { id: Number(id) } });
  const [apply, { loading: applying }] = useApplyJkoMutation();
  const [error, setError] = useState<string | null>(null);
  if (loading) return <PageSpinner />;
  const m = data?.merchant;
  if (!m) return <Text>{MERCHANT_TEXT.notFound}</Text>;
  const submit = async () => {
    const { data: res } = await apply({ variables: { merchantId: m.id } });
    if (res?.applyJko.merchant) {
      showToast(MERCHANT_TEXT.jkoApplied, 'success');
      void navigate(pathTo('merchant.detail', { id: m.id }));
    } else setError(res?.applyJko.errors[0]?.message ?? null);
  };
  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="2xl">
        {MERCHANT_TEXT.jkoTitle}
      </Heading>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <Stack gap="3">
          <FormErrorAlert message={error} />
          <Text fontWeight="bold">{m.name}</Text>
          <Text>
            {MERCHANT_TEXT.jko}：{JKO_STATUS_LIST.label(m.jkoStatus)}
          </Text>
          <Text color="fg.muted">{MERCHANT_TEXT.jkoHint}</Text>
          <Button
            colorPalette="primary"
            alignSelf="flex-start"
            onClick={() => void submit()}
            loading={applying}
            disabled={applying || !JKO_STATUS_LIST.canMove(m.jkoStatus, 'PENDING')}
          >
            {MERCHANT_TEXT.applyJko}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
