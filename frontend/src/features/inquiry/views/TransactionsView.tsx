import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { DataList } from '../../../components/chakra/data-list';
import { useState } from 'react';
import { useInquireTradeMutation } from '../../../graphql/documents/inquiry';
import type { InquireTradeMutation } from '../../../graphql/generated';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { PublicPage } from '../../../components/PublicPage';
import { InquiryForm, type InquiryOutcome } from '../components/InquiryForm';
import { INQUIRY_FIELDS, type InquiryValues } from '../inquiry.schema';
import { failedSubmit } from '../../../lib/form-errors';
import { INQUIRY_TEXT as T } from '../text';

type Result = NonNullable<InquireTradeMutation['inquireTrade']['result']>;

/** /transactions: a buyer checks a trade by number, amount and captcha. */
export function TransactionsView() {
  const [inquire] = useInquireTradeMutation();
  const [seed, setSeed] = useState(() => captchaSeed());
  const [result, setResult] = useState<Result | null>(null);

  const submit = async (values: InquiryValues): Promise<InquiryOutcome> => {
    setResult(null);
    try {
      const { data } = await inquire({
        variables: {
          input: { tradeNo: values.tradeNo.trim(), amount: Number(values.amount), captcha: values.captcha },
        },
      });
      setSeed(captchaSeed());
      const payload = data?.inquireTrade;
      if (payload?.result) {
        setResult(payload.result);
        return { ok: true };
      }
      return failedSubmit<InquiryValues>(payload?.errors ?? [], INQUIRY_FIELDS, T.failed);
    } catch {
      setSeed(captchaSeed());
      return { ok: false, fieldErrors: {}, formError: T.failed };
    }
  };

  return (
    <PublicPage title={T.title} lead={T.lead}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="10">
        <InquiryForm captchaSrc={captchaUrl(seed)} onReloadCaptcha={() => setSeed(captchaSeed())} onSubmit={submit} />
        <Stack gap="3" p="6" borderWidth="1px" borderRadius="xl" bg="bg.muted" aria-live="polite">
          <Heading as="h2" size="lg">
            {T.resultTitle}
          </Heading>
          {result ? (
            <DataList.Root orientation="horizontal">
              {[
                [T.tradeNo, result.tradeNo],
                [T.status, result.statusLabel],
                [T.merchantName, result.merchantName],
                [T.payType, result.payTypeLabel],
              ].map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          ) : (
            <Text color="fg.muted">{T.resultHint}</Text>
          )}
        </Stack>
      </Grid>
    </PublicPage>
  );
}
