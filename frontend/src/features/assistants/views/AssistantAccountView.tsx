import { RouteButton } from '../../../components/RouteButton';
import { SelectField, SubmitButton, TextField } from '../../../components/FormFields';
import { LoadError } from '../../../components/LoadState';
import { ServerForm } from '../../../components/ServerForm';
import { pathTo } from '../../../app/paths';
import { Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import {
  useAssistantIndexQuery,
  useCreateAssistantMutation,
  useUpdateAssistantMutation,
} from '../../../graphql/documents/assistants';
import { showToast } from '../../../lib/toast';
import { accountSchema } from '../assistant.schema';
import { toastRefusals } from '../refusals';
import { ASSISTANT_TEXT as T } from '../text';

/** /auth/assistant/account[/:id]: create or edit an assistant account (disabling ends its sessions). */
export function AssistantAccountView() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) && params.action !== 'copy' ? Number(params.id) : null;
  const { data, loading, error, refetch } = useAssistantIndexQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner />;
  if (error || !data) return <LoadError message={T.loadError} onRetry={() => refetch()} />;
  const existing = id ? data.assistants.find((a) => a.id === id) : undefined;
  if (id && !existing) return <Text>{T.notFound}</Text>;
  return <AccountForm id={id} initial={existing} groups={data.assistantGroups} />;
}

type Group = { id: number; name: string };

/** Fields whose server errors show in place; others are toasted. */
const ACCOUNT_FIELDS = ['loginName', 'name', 'email', 'groupId', 'password'] as const;
type Initial = { loginName: string; name: string; email: string | null; groupId: number; enabled: boolean } | undefined;

function AccountForm({ id, initial, groups }: { id: number | null; initial: Initial; groups: readonly Group[] }) {
  const navigate = useNavigate();
  const [create] = useCreateAssistantMutation();
  const [update] = useUpdateAssistantMutation();
  const initialValues = {
    loginName: initial?.loginName ?? '',
    name: initial?.name ?? '',
    email: initial?.email ?? '',
    groupId: initial?.groupId ?? 0,
    enabled: initial?.enabled ?? true,
    password: '',
  };
  const submit = async (values: typeof initialValues) => {
    const input = {
      ...values,
      groupId: Number(values.groupId),
      email: values.email || null,
      password: values.password || null,
    };
    const result = id
      ? (await update({ variables: { id, input } })).data?.updateAssistant
      : (await create({ variables: { input } })).data?.createAssistant;
    const errors = result?.errors ?? [];
    if (errors[0]) return toastRefusals(errors, ACCOUNT_FIELDS);
    showToast(T.saved, 'success');
    navigate(pathTo('assistant.index'));
    return [];
  };
  const title = id ? T.editAccount : T.newAccount;
  return (
    <ServerForm
      initialValues={initialValues}
      validationSchema={accountSchema(id === null)}
      fields={ACCOUNT_FIELDS}
      label={title}
      onSubmit={submit}
      notifyInvalid={false}
      maxW="lg"
      gap="4"
    >
      {(form) => (
        <>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <TextField form={form} name="loginName" label={T.loginName} autoComplete="off" />
          <TextField form={form} name="name" label={T.name} />
          <TextField form={form} name="email" type="email" label={T.email} />
          <SelectField
            form={form}
            name="groupId"
            label={T.group}
            options={[
              { value: '0', label: T.pickGroup },
              ...groups.map((g) => ({ value: String(g.id), label: g.name })),
            ]}
          />
          <label>
            <HStack gap="2">
              <input type="checkbox" name="enabled" checked={form.values.enabled} onChange={form.handleChange} />
              <Text>{T.enabled}</Text>
            </HStack>
          </label>
          <TextField
            form={form}
            name="password"
            type="password"
            label={id ? T.resetPassword : T.password}
            autoComplete="new-password"
          />
          {id ? (
            <Text fontSize="sm" color="fg.muted">
              {T.disableHint}
            </Text>
          ) : null}
          <HStack>
            <RouteButton to="assistant.index" variant="outline">
              {T.cancel}
            </RouteButton>
            <SubmitButton>{T.save}</SubmitButton>
          </HStack>
        </>
      )}
    </ServerForm>
  );
}
