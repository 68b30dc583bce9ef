import { DataTable } from '../../../components/DataTable';
import { Box, Button, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../../components/chakra/input';
import { Tabs } from '../../../components/chakra/tabs';
import { useState } from 'react';
import {
  useContentAdminListQuery,
  usePublishContentMutation,
  useSaveContentMutation,
  useUnpublishContentMutation,
} from '../../../graphql/documents/content';
import type { ContentItemFieldsFragment, ContentKind, ContentState } from '../../../graphql/generated';
import { showToast } from '../../../lib/toast';
import { splitServerErrors } from '../../../lib/form-errors';
import { ContentEditor, EDITOR_FIELDS, type ContentEditorValues, type EditorErrors } from '../components/ContentEditor';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import type { Tone } from '@paydesk/shared/code-list';
import { OpsNav } from '../../../components/OpsNav';
import { CONTENT_TEXT } from '../text';

const T = CONTENT_TEXT.ops;

const KINDS: { kind: ContentKind; label: string }[] = [
  { kind: 'NEWS', label: T.kinds.NEWS },
  { kind: 'CAMPAIGN', label: T.kinds.CAMPAIGN },
  { kind: 'FAQ', label: T.kinds.FAQ },
];

/** A content item's state as a badge: its zh-TW name and DESIGN §6 tone. */
const CONTENT_STATES: Record<ContentState, { label: string; tone: Tone }> = {
  DRAFT: { label: T.states.DRAFT, tone: 'neutral' },
  SCHEDULED: { label: T.states.SCHEDULED, tone: 'accent' },
  PUBLISHED: { label: T.states.PUBLISHED, tone: 'success' },
  UNPUBLISHED: { label: T.states.UNPUBLISHED, tone: 'error' },
};

function toValues(item: ContentItemFieldsFragment | null, firstCategory: string): ContentEditorValues {
  return {
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    bodyHtml: item?.bodyHtml ?? '',
    category: item?.category ?? firstCategory,
    startsOn: item?.startsOn ?? '',
    endsOn: item?.endsOn ?? '',
    sort: String(item?.sort ?? 0),
  };
}

/** /ops/content: operators list, create, edit, publish, unpublish and schedule news, campaigns and FAQ. */
export function OpsContentView() {
  const [kind, setKind] = useState<ContentKind>('NEWS');
  const [editing, setEditing] = useState<ContentItemFieldsFragment | 'new' | null>(null);
  const [scheduleAt, setScheduleAt] = useState('');
  const { data, loading, error, refetch } = useContentAdminListQuery({ variables: { kind, page: 1 } });
  const [save] = useSaveContentMutation();
  const [publish, publishState] = usePublishContentMutation();
  const [unpublish, unpublishState] = useUnpublishContentMutation();
  const busy = publishState.loading || unpublishState.loading;
  const categories = data?.faqCategories ?? [];

  const submit = async (values: ContentEditorValues): Promise<EditorErrors | null> => {
    const id = editing && editing !== 'new' ? editing.id : null;
    const { data: result } = await save({
      variables: {
        input: {
          id,
          kind,
          title: values.title,
          summary: values.summary,
          bodyHtml: values.bodyHtml,
          category: values.category || null,
          startsOn: values.startsOn || null,
          endsOn: values.endsOn || null,
          sort: Number(values.sort) || 0,
        },
      },
    });
    const errors = result?.saveContent.errors ?? [];
    if (errors.length === 0) {
      showToast(T.saved, 'success');
      setEditing(null);
      await refetch();
      return null;
    }
    const { fieldErrors, formError } = splitServerErrors(errors, EDITOR_FIELDS);
    if (formError) showToast(formError);
    return fieldErrors as EditorErrors;
  };

  const act = async (run: () => Promise<unknown>, message: string) => {
    await run();
    showToast(message, 'success');
    await refetch();
  };

  return (
    <Container maxW="6xl" py="8">
      <OpsNav />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {T.title}
        </Heading>
        <Tabs.Root
          value={kind}
          onValueChange={(e) => {
            setKind(e.value as ContentKind);
            setEditing(null);
          }}
        >
          <Tabs.List>
            {KINDS.map((k) => (
              <Tabs.Trigger key={k.kind} value={k.kind}>
                {k.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* The selected tab's panel: each trigger's aria-controls must name a panel that exists. */}
          <Tabs.Content value={kind}>
            <Stack gap="6">
              {editing ? (
                <Box p="5" borderWidth="1px" borderRadius="xl">
                  <ContentEditor
                    kind={kind}
                    initial={toValues(editing === 'new' ? null : editing, categories[0]?.key ?? '')}
                    categories={categories}
                    onSubmit={submit}
                    onCancel={() => setEditing(null)}
                  />
                </Box>
              ) : (
                <HStack gap="3" wrap="wrap">
                  <Button colorPalette="primary" onClick={() => setEditing('new')}>
                    {T.create}
                  </Button>
                  <Text fontSize="sm">{T.scheduleAt}</Text>
                  <Input
                    type="datetime-local"
                    size="sm"
                    maxW="60"
                    value={scheduleAt}
                    onChange={(e) => setScheduleAt(e.target.value)}
                    aria-label={T.scheduleAt}
                  />
                </HStack>
              )}
              {data ? (
                <DataTable
                  rows={data.contentAdminList.items}
                  rowKey={(item) => item.id}
                  empty={T.empty}
                  pageSize={Infinity}
                  columns={[
                    {
                      key: 'title',
                      header: T.columnTitle,
                      render: (item) => item.title,
                      sortValue: (item) => item.title,
                    },
                    {
                      key: 'state',
                      header: T.columnState,
                      render: (item) => <StatusBadge entry={CONTENT_STATES[item.state]} />,
                      sortValue: (item) => CONTENT_STATES[item.state].label,
                    },
                    {
                      key: 'publishAt',
                      header: T.columnPublishAt,
                      render: (item) => <DateText value={item.publishAt} />,
                      sortValue: (item) => item.publishAt,
                    },
                    {
                      key: 'actions',
                      header: T.columnActions,
                      render: (item) => (
                        <HStack gap="2">
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setEditing(item)}
                            aria-label={T.editItem(item.title)}
                          >
                            {T.edit}
                          </Button>
                          {item.state === 'PUBLISHED' ? (
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="error"
                              disabled={busy}
                              onClick={() => void act(() => unpublish({ variables: { id: item.id } }), T.unpublished)}
                            >
                              {T.unpublish}
                            </Button>
                          ) : (
                            <Button
                              size="xs"
                              colorPalette="primary"
                              disabled={busy}
                              onClick={() => void act(() => publish({ variables: { id: item.id } }), T.published)}
                            >
                              {T.publishNow}
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="ghost"
                            disabled={busy || !scheduleAt}
                            onClick={() =>
                              void act(
                                () =>
                                  publish({
                                    variables: { id: item.id, publishAt: new Date(scheduleAt).toISOString() },
                                  }),
                                T.scheduled,
                              )
                            }
                          >
                            {T.schedule}
                          </Button>
                        </HStack>
                      ),
                    },
                  ]}
                />
              ) : loading ? (
                <ListSkeleton />
              ) : error ? (
                <LoadError onRetry={() => void refetch()} />
              ) : null}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
