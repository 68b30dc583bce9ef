import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Code } from '../../../components/chakra/code';
import { Alert } from '../../../components/chakra/alert';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { LoadError, ListSkeleton } from '../../../components/LoadState';
import { Section } from '../../../components/PageFrame';
import { ServerForm } from '../../../components/ServerForm';
import {
  useMerchantCallbackQuery,
  useRotateMerchantHashKeyMutation,
  useSetMerchantNotifyUrlMutation,
} from '../../../graphql/documents/merchants';
import { showToast } from '../../../lib/toast';
import { callbackSchema } from '../merchant.schema';
import { CALLBACK_TEXT as T } from '../text';

type Keys = { hashKey: string; hashIv: string };

/** A key shown once, with a copy button. */
function Secret({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <HStack gap="2" wrap="wrap">
      <Text minW="16" color="fg.muted">
        {label}
      </Text>
      <Code data-testid={`secret-${label}`}>{value}</Code>
      <Button
        size="xs"
        variant="outline"
        onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
      >
        {copied ? T.copied : T.copy}
      </Button>
    </HStack>
  );
}

/**
 * A shop's paid callback: its notify URL, and the hash key and IV the callbacks are signed with, shown once when
 * made (with the first URL, or on 重新產生金鑰).
 */
export function CallbackSettings({ merchantId }: { merchantId: number }) {
  const { data, loading, error, refetch } = useMerchantCallbackQuery({ variables: { merchantId } });
  const [setUrl] = useSetMerchantNotifyUrlMutation();
  const [rotate, { loading: rotating }] = useRotateMerchantHashKeyMutation();
  const [keys, setKeys] = useState<Keys | null>(null);
  const [asking, setAsking] = useState(false);
  const settings = data?.merchantCallback;
  // The settings carry no id Apollo could merge by, so a change reloads them (URL and whether a key exists).
  const shown = (payload: { hashKey: string | null; hashIv: string | null } | undefined) => {
    if (payload?.hashKey && payload.hashIv) setKeys({ hashKey: payload.hashKey, hashIv: payload.hashIv });
    void refetch();
  };
  return (
    <Section title={T.title} data-testid="callback-settings">
      <Text fontSize="sm" color="fg.muted">
        {T.lead}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {T.spec}
      </Text>
      {loading && !data ? <ListSkeleton /> : null}
      {error ? <LoadError message={T.loadError} onRetry={() => void refetch()} /> : null}
      {settings ? (
        <>
          <ServerForm
            initialValues={{ notifyUrl: settings.notifyUrl ?? '' }}
            validationSchema={callbackSchema}
            fields={['notifyUrl']}
            label={T.save}
            gap="3"
            onSubmit={async (v) => {
              const res = await setUrl({ variables: { merchantId, notifyUrl: v.notifyUrl.trim() } });
              const payload = res.data?.setMerchantNotifyUrl;
              if (payload?.success) {
                showToast(payload.message, 'success');
                shown(payload);
              }
              return payload?.errors ?? [];
            }}
          >
            {(form) => (
              <>
                <TextField
                  form={form}
                  name="notifyUrl"
                  label={T.notifyUrl}
                  helper={T.notifyUrlHint}
                  inputMode="text"
                  autoComplete="off"
                />
                <SubmitButton alignSelf="flex-start">{T.save}</SubmitButton>
              </>
            )}
          </ServerForm>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontSize="sm">{settings.hashKeySet ? T.keySet : T.keyNotSet}</Text>
            {settings.hashKeySet ? (
              <Button size="sm" variant="outline" loading={rotating} onClick={() => setAsking(true)}>
                {T.rotate}
              </Button>
            ) : null}
          </HStack>
          {keys ? (
            <Alert.Root status="warning" data-testid="hash-keys">
              <Alert.Indicator />
              <Stack gap="2">
                <Alert.Title>{T.shownOnce}</Alert.Title>
                <Secret label={T.hashKey} value={keys.hashKey} />
                <Secret label={T.hashIv} value={keys.hashIv} />
              </Stack>
            </Alert.Root>
          ) : null}
          <ConfirmDialog
            open={asking}
            title={T.rotateTitle}
            message={T.rotateAsk}
            confirmLabel={T.rotate}
            tone="error"
            busy={rotating}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              void rotate({ variables: { merchantId } }).then((res) => {
                setAsking(false);
                const payload = res.data?.rotateMerchantHashKey;
                if (payload?.success) shown(payload);
                showToast(payload?.message ?? T.loadError, payload?.success ? 'success' : 'error');
              });
            }}
          />
        </>
      ) : null}
    </Section>
  );
}
