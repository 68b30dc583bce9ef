import { pathTo } from '../../../app/paths';
import { LoadError } from '../../../components/LoadState';
import { ServerForm } from '../../../components/ServerForm';
import { Box, Heading, Link as ChakraLink, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { BankCodeField } from '../../../components/BankCodeField';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { useCompleteMemberProfileMutation, useMemberReviewStateQuery } from '../../../graphql/documents/members';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import { reportInvalidForm, splitServerErrors, type SubmitOutcome } from '../../../lib/form-errors';
import { post } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { COMPLETION_FIELDS, completionSchema, type CompletionValues } from '../completion.schema';
import { DocumentUpload } from '../components/DocumentUpload';
import { MEMBERS_TEXT as T } from '../text';

const DOCUMENT_LABELS = T.documentLabels;

interface UploadAnswer {
  success: boolean;
  message: string;
  data: { kind: string; originalName: string } | null;
}

/** /complete/personal and /complete/business: detailed data, documents and the own-name bank account. */
export function CompleteProfileView({ business }: { business: boolean }) {
  const navigate = useNavigate();
  const viewer = useViewerQuery().data?.viewer;
  const state = useMemberReviewStateQuery({ fetchPolicy: 'network-only' });
  const [complete] = useCompleteMemberProfileMutation();
  const [uploads, setUploads] = useState<Record<string, string>>({});
  const [docErrors, setDocErrors] = useState<Record<string, string>>({});
  const [busyKind, setBusyKind] = useState<string | null>(null);
  const s = state.data?.memberReviewState;

  if (state.loading && !s) return <Spinner m="10" />;
  if (state.error || !s) {
    return (
      <Box maxW="2xl" mx="auto">
        <LoadError message={T.loadError} onRetry={() => state.refetch()} />
      </Box>
    );
  }
  // Each member type has its own page.
  if ((s.memType === 'BUSINESS') !== business)
    return (
      <Navigate to={s.memType === 'BUSINESS' ? pathTo('complete.business') : pathTo('complete.personal')} replace />
    );

  const ownName = viewer?.name ?? '';
  const fileOf = (kind: string) => uploads[kind] ?? s.documents.find((d) => d.kind === kind)?.originalName ?? null;

  const onSelect = async (kind: string, file: File) => {
    setBusyKind(kind);
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file);
    try {
      const answer = await post<UploadAnswer>('/api/member/documents', body);
      const uploaded = answer.success ? answer.data : null;
      if (uploaded) {
        setUploads((u) => ({ ...u, [kind]: uploaded.originalName }));
        setDocErrors((e) => ({ ...e, [kind]: '' }));
      } else setDocErrors((e) => ({ ...e, [kind]: answer.message }));
    } catch {
      setDocErrors((e) => ({ ...e, [kind]: T.loadError }));
    } finally {
      setBusyKind(null);
    }
  };

  const submit = async (values: CompletionValues): Promise<SubmitOutcome<CompletionValues>> => {
    const input = {
      ...values,
      bossName: business ? values.bossName : null,
      bossNationalId: business ? values.bossNationalId : null,
    };
    try {
      const payload = (await complete({ variables: { input } })).data?.completeMemberProfile;
      if (payload?.success) {
        showToast(payload.message, 'success');
        void navigate(pathTo('inspect.index'), { replace: true });
        return { ok: true };
      }
      const errors = payload?.errors ?? [];
      const docs: Record<string, string> = {};
      for (const e of errors)
        if (e.field?.startsWith('documents.')) docs[e.field.slice('documents.'.length)] = e.message;
      setDocErrors(docs);
      const { fieldErrors, formError } = splitServerErrors(
        errors.filter((e) => !e.field?.startsWith('documents.')),
        COMPLETION_FIELDS,
      );
      reportInvalidForm(payload?.message);
      return { ok: false, fieldErrors, formError };
    } catch {
      return { ok: false, fieldErrors: {}, formError: T.loadError };
    }
  };

  return (
    <Box w="full" maxW="3xl" mx="auto" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: 5, md: 8 }}>
      <Heading as="h1" size="2xl" mb="1">
        {business ? T.completeBusinessTitle : T.completePersonalTitle}
      </Heading>
      <Text color="fg.muted" mb="6">
        {business ? T.completeBusinessHint : T.completePersonalHint}
      </Text>
      {!s.canSubmit ? (
        <Stack gap="3">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>
              {T.cannotSubmit}（{s.statusName}）
            </Alert.Title>
          </Alert.Root>
          <ChakraLink asChild color="primary.fg">
            <Link to={pathTo('inspect.index')}>{T.toInspect}</Link>
          </ChakraLink>
        </Stack>
      ) : (
        <ServerForm<CompletionValues>
          initialValues={{
            address: '',
            contactPhone: '',
            bossName: '',
            bossNationalId: '',
            bankCode: '',
            bankAccount: '',
            bankAccountName: ownName,
          }}
          validationSchema={completionSchema(business, ownName)}
          fields={COMPLETION_FIELDS}
          label={T.completeSubmit}
          onSubmit={submit}
          notifyInvalid={false}
          maxW="none"
          gap="6"
        >
          {(form) => (
            <>
              <Stack gap="4">
                <Heading as="h2" size="md">
                  {T.basicSection}
                </Heading>
                <TextField required form={form} name="address" label={T.address} autoComplete="street-address" />
                <TextField
                  required
                  form={form}
                  name="contactPhone"
                  type="tel"
                  label={T.contactPhone}
                  autoComplete="tel"
                />
                {business ? (
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField required form={form} name="bossName" label={T.bossName} />
                    <TextField
                      required
                      form={form}
                      name="bossNationalId"
                      label={T.bossNationalId}
                      upperCase
                      maxLength={10}
                    />
                  </SimpleGrid>
                ) : null}
              </Stack>
              <Stack gap="3">
                <Heading as="h2" size="md">
                  {T.documentsSection}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {T.documentsHint}
                </Text>
                {s.requiredDocuments.map((kind) => (
                  <DocumentUpload
                    key={kind}
                    kind={kind}
                    label={DOCUMENT_LABELS[kind] ?? kind}
                    fileName={fileOf(kind)}
                    error={docErrors[kind] || null}
                    busy={busyKind === kind}
                    onSelect={(k, f) => void onSelect(k, f)}
                  />
                ))}
              </Stack>
              <Stack gap="4">
                <Heading as="h2" size="md">
                  {T.bankSection}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {T.bankHint}
                </Text>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <BankCodeField required form={form} name="bankCode" label={T.bankCode} />
                  <TextField required form={form} name="bankAccount" label={T.bankAccount} maxLength={16} />
                  <TextField required form={form} name="bankAccountName" label={T.bankAccountName} />
                </SimpleGrid>
              </Stack>
              <SubmitButton size="lg" disabled={busyKind !== null}>
                {T.completeSubmit}
              </SubmitButton>
            </>
          )}
        </ServerForm>
      )}
    </Box>
  );
}

export const CompletePersonalView = () => <CompleteProfileView business={false} />;
export const CompleteBusinessView = () => <CompleteProfileView business />;
