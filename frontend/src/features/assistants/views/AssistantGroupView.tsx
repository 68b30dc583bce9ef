import { RouteButton } from '../../../components/RouteButton';
import { SubmitButton, TextField } from '../../../components/FormFields';
import { LoadError } from '../../../components/LoadState';
import { pathTo } from '../../../app/paths';
import type { FormikProps } from 'formik';
import { Badge, Box, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { ServerForm } from '../../../components/ServerForm';
import { useNavigate, useParams } from 'react-router';
import {
  useAssistantGroupListQuery,
  useCreateAssistantGroupMutation,
  useUpdateAssistantGroupMutation,
} from '../../../graphql/documents/assistants';
import { usePermissionCatalogueQuery } from '../../../graphql/documents/permissions';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import { areaOpenTo } from '@paydesk/shared/agent-areas';
import { showToast } from '../../../lib/toast';
import { groupSchema } from '../assistant.schema';
import { toastRefusals } from '../refusals';

const GROUP_FIELDS = ['name', 'permissionKeys'] as const;
import { ASSISTANT_TEXT as T } from '../text';

type Entry = { key: string; bread: string; area: string; type: string };

/** Catalogue entries grouped by area, in catalogue order. */
export function byArea(entries: readonly Entry[]): [string, Entry[]][] {
  const groups = new Map<string, Entry[]>();
  for (const e of entries) groups.set(e.area, [...(groups.get(e.area) ?? []), e]);
  return [...groups.entries()];
}

/** /auth/assistant/group[/:id]: a permission group with a picker built from the catalogue. */
export function AssistantGroupView() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) && params.action !== 'copy' ? Number(params.id) : null;
  const copyFrom = params.id && params.action === 'copy' ? Number(params.id) : null;
  const groups = useAssistantGroupListQuery({ fetchPolicy: 'cache-and-network' });
  const catalogue = usePermissionCatalogueQuery();
  const viewer = useViewerQuery();
  if ((groups.loading && !groups.data) || (catalogue.loading && !catalogue.data) || (viewer.loading && !viewer.data))
    return <Spinner />;
  if (!groups.data || !catalogue.data || !viewer.data?.viewer)
    return (
      <LoadError
        message={T.loadError}
        onRetry={() => Promise.all([groups.refetch(), catalogue.refetch(), viewer.refetch()])}
      />
    );
  // Only agents may grant the agency area's keys (SPEC §6); the gateway refuses them too.
  const isPlatform = viewer.data.viewer.isPlatform;
  const grantable = catalogue.data.permissionCatalogue.filter((e) => areaOpenTo(e.area, isPlatform));
  const source = groups.data.assistantGroups.find((g) => g.id === (id ?? copyFrom));
  if (id && !source) return <Text>{T.notFound}</Text>;
  return (
    <GroupForm
      id={id}
      initial={source ? { name: id ? source.name : '', permissionKeys: source.permissionKeys } : undefined}
      entries={grantable}
    />
  );
}

function GroupForm({
  id,
  initial,
  entries,
}: {
  id: number | null;
  initial: { name: string; permissionKeys: readonly string[] } | undefined;
  entries: readonly Entry[];
}) {
  const navigate = useNavigate();
  const [create] = useCreateAssistantGroupMutation();
  const [update] = useUpdateAssistantGroupMutation();
  const initialValues = { name: initial?.name ?? '', permissionKeys: [...(initial?.permissionKeys ?? [])] };
  const submit = async (values: typeof initialValues) => {
    const input = { name: values.name, permissionKeys: values.permissionKeys };
    const result = id
      ? (await update({ variables: { id, input } })).data?.updateAssistantGroup
      : (await create({ variables: { input } })).data?.createAssistantGroup;
    const errors = result?.errors ?? [];
    if (errors[0]) return toastRefusals(errors, GROUP_FIELDS);
    showToast(T.saved, 'success');
    navigate(pathTo('assistant.index'));
    return [];
  };
  const title = id ? T.editGroup : T.newGroup;
  return (
    <ServerForm
      initialValues={initialValues}
      validationSchema={groupSchema}
      fields={GROUP_FIELDS}
      label={title}
      onSubmit={submit}
      notifyInvalid={false}
      maxW="4xl"
      gap="5"
    >
      {(form) => <GroupFields form={form} title={title} entries={entries} />}
    </ServerForm>
  );
}

type GroupValues = { name: string; permissionKeys: string[] };

function GroupFields({
  form,
  title,
  entries,
}: {
  form: FormikProps<GroupValues>;
  title: string;
  entries: readonly Entry[];
}) {
  const toggle = (key: string) =>
    form.setFieldValue(
      'permissionKeys',
      form.values.permissionKeys.includes(key)
        ? form.values.permissionKeys.filter((k) => k !== key)
        : [...form.values.permissionKeys, key],
    );
  const keysError = form.submitCount > 0 ? (form.errors.permissionKeys as string | undefined) : undefined;
  return (
    <>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Box maxW="md">
        <TextField form={form} name="name" label={T.groupName} />
      </Box>
      <Stack gap="4">
        <Heading as="h2" size="md">
          {T.permissions}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {T.actionHint}
        </Text>
        {keysError ? (
          <Text color="fg.error" fontSize="sm">
            {keysError}
          </Text>
        ) : null}
        {byArea(entries).map(([area, items]) => (
          <Box key={area} as="fieldset" borderWidth="1px" borderRadius="md" p="3" bg="bg">
            <Text as="legend" px="1" fontWeight="semibold">
              {T.areas[area] ?? area}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
              {items.map((e) => (
                <label key={e.key}>
                  <HStack gap="2">
                    <input
                      type="checkbox"
                      checked={form.values.permissionKeys.includes(e.key)}
                      onChange={() => toggle(e.key)}
                      data-key={e.key}
                    />
                    <Text fontSize="sm">{e.bread}</Text>
                    {e.type === 'ACTION' ? (
                      <Badge size="sm" colorPalette="accent" variant="subtle">
                        {T.actionBadge}
                      </Badge>
                    ) : null}
                  </HStack>
                </label>
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
      <HStack>
        <RouteButton to="assistant.index" variant="outline">
          {T.cancel}
        </RouteButton>
        <SubmitButton>{T.save}</SubmitButton>
      </HStack>
    </>
  );
}
