import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { DataList } from '../../../components/chakra/data-list';
import { useState } from 'react';
import { useInquireTradeMutation } from '../../../graphql/documents/inquiry';
import type { InquireTradeMutation } from '../../../graphql/generated';
import { captchaSeed, captchaUrl } from '../../../lib/captcha';
import { PublicPage } from '../../../components/PublicPage';
import { InquiryForm, type InquiryOutcome } from '../components/InquiryForm';
import type { InquiryValues } from '../inquiry.schema';
import { failedSubmit } from '../../../lib/form-errors';

type Result = NonNullable<InquireTradeMutation['inquireTrade']['result']>;
const FAILED = '查詢失敗，請稍後再試';
const INQUIRY_FIELDS: readonly (keyof InquiryValues)[] = ['tradeNo', 'amount', 'captcha'];

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
      return failedSubmit<InquiryValues>(payload?.errors ?? [], INQUIRY_FIELDS, FAILED);
    } catch {
      setSeed(captchaSeed());
      return { ok: false, fieldErrors: {}, formError: FAILED };
    }
  };

  return (
    <PublicPage
      title="交易查詢"
      lead="輸入交易編號、交易金額與驗證碼，即可查詢付款狀態。為保護交易資料，僅顯示交易狀態、商店名稱與付款方式。"
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="10">
        <InquiryForm captchaSrc={captchaUrl(seed)} onReloadCaptcha={() => setSeed(captchaSeed())} onSubmit={submit} />
        <Stack gap="3" p="6" borderWidth="1px" borderRadius="xl" bg="bg.muted" aria-live="polite">
          <Heading as="h2" size="lg">
            查詢結果
          </Heading>
          {result ? (
            <DataList.Root orientation="horizontal">
              {[
                ['交易編號', result.tradeNo],
                ['交易狀態', result.statusLabel],
                ['商店名稱', result.merchantName],
                ['付款方式', result.payTypeLabel],
              ].map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          ) : (
            <Text color="fg.muted">交易編號可在付款完成通知信或收據上找到。</Text>
          )}
        </Stack>
      </Grid>
    </PublicPage>
  );
}
