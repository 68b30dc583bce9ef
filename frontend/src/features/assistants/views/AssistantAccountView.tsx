import { SubmitButton } from '../../../components/FormFields';
import { pathTo } from '../../../app/routes';
import type React from 'react';
import { Button, Heading, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { Link, useNavigate, useParams } from 'react-router';
import {
  useAssistantIndexQuery,
  useCreateAssistantMutation,
  useUpdateAssistantMutation,
} from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { accountSchema } from '../assistant.schema';
import { FormRow } from '../components/FormRow';
import { ASSISTANT_TEXT as T } from '../text';

/** /auth/assistant/account[/:id]: create or edit an assistant account (disabling ends its sessions). */
export function AssistantAccountView() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) && params.action !== 'copy' ? Number(params.id) : null;
  const { data, loading, error } = useAssistantIndexQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner />;
  if (error || !data) return <Text color="fg.error">{T.loadError}</Text>;
  const existing = id ? data.assistants.find((a) => a.id === id) : undefined;
  if (id && !existing) return <Text>{T.notFound}</Text>;
  return <AccountForm id={id} initial={existing} groups={data.assistantGroups} />;
}

type Group = { id: number; name: string };
type Initial = { loginName: string; name: string; email: string | null; groupId: number; enabled: boolean } | undefined;

function AccountForm({ id, initial, groups }: { id: number | null; initial: Initial; groups: readonly Group[] }) {
  const navigate = useNavigate();
  const [create] = useCreateAssistantMutation();
  const [update] = useUpdateAssistantMutation();
  const form = useFormik({
    initialValues: {
      loginName: initial?.loginName ?? '',
      name: initial?.name ?? '',
      email: initial?.email ?? '',
      groupId: initial?.groupId ?? 0,
      enabled: initial?.enabled ?? true,
      password: '',
    },
    validationSchema: accountSchema(id === null),
    onSubmit: async (values, helpers) => {
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
      if (errors[0]) {
        helpers.setErrors(Object.fromEntries(errors.map((e) => [e.field ?? 'loginName', e.message])));
        showToast(errors[0].message);
        return;
      }
      showToast(T.saved, 'success');
      navigate(pathTo('assistant.index'));
    },
  });
  const err = (k: keyof typeof form.values) =>
    form.touched[k] || form.submitCount > 0 ? (form.errors[k] as string | undefined) : undefined;
  return (
    <Stack
      as="form"
      gap="4"
      maxW="lg"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <Heading as="h1" size="xl">
        {id ? T.editAccount : T.newAccount}
      </Heading>
      <FormRow label={T.loginName} error={err('loginName')}>
        <Input name="loginName" value={form.values.loginName} onChange={form.handleChange} onBlur={form.handleBlur} />
      </FormRow>
      <FormRow label={T.name} error={err('name')}>
        <Input name="name" value={form.values.name} onChange={form.handleChange} onBlur={form.handleBlur} />
      </FormRow>
      <FormRow label={T.email} error={err('email')}>
        <Input
          name="email"
          type="email"
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
      </FormRow>
      <FormRow label={T.group} error={err('groupId')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="groupId"
            value={String(form.values.groupId)}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          >
            <option value="0">{T.pickGroup}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormRow>
      <label>
        <HStack gap="2">
          <input type="checkbox" name="enabled" checked={form.values.enabled} onChange={form.handleChange} />
          <Text>{T.enabled}</Text>
        </HStack>
      </label>
      <FormRow label={id ? T.resetPassword : T.password} error={err('password')}>
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
      </FormRow>
      {id ? (
        <Text fontSize="sm" color="fg.muted">
          {T.disableHint}
        </Text>
      ) : null}
      <HStack>
        <Button asChild variant="outline">
          <Link to={pathTo('assistant.index')}>{T.cancel}</Link>
        </Button>
        <SubmitButton form={form}>{T.save}</SubmitButton>
      </HStack>
    </Stack>
  );
}
