import { DateText } from '../../../components/MoneyText';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { Button, Heading, Span, Stack, Text } from '@chakra-ui/react';
import { Accordion } from '../../../components/chakra/accordion';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFaqListQuery, useNewsItemQuery, useNewsListQuery } from '../../../graphql/documents/content';
import { ContentList } from '../../../components/ContentList';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { RichText } from '../../../components/RichText';
import { HELPER_TEXT as T } from '../text';

const PAGE_SIZE = 10;

function DocsLink() {
  return (
    <Button asChild alignSelf="start" variant="outline" colorPalette="primary" size="sm">
      <Link to={pathTo('home.developers')}>{T.docs}</Link>
    </Button>
  );
}

/** The helper pages' empty state sits in a card like their content. */
function Empty({ text }: { text: string }) {
  return <EmptyState message={text} bg="bg" borderWidth="1px" borderRadius="xl" p="6" data-testid="helper-empty" />;
}

/** /auth/helper/news/:id? — the platform's service announcements, the same content as the public /news. */
export function HelperNewsView() {
  const { id } = useParams();
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">
        {T.news}
      </Heading>
      {id ? <HelperNewsDetail id={id} /> : <HelperNewsList />}
      <DocsLink />
    </Stack>
  );
}

function HelperNewsList() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useNewsListQuery({ variables: { page, pageSize: PAGE_SIZE } });
  const list = data?.newsList;
  if (list) {
    if (list.items.length === 0) return <Empty text={T.emptyNews} />;
    const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
    return (
      <ContentList
        items={list.items}
        basePath={pathTo('helper.news')}
        page={list.page}
        pages={pages}
        onPage={setPage}
      />
    );
  }
  if (loading) return <ListSkeleton />;
  return error ? <LoadError onRetry={() => void refetch()} /> : null;
}

function HelperNewsDetail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useNewsItemQuery({ variables: { id } });
  const item = data?.newsItem;
  return (
    <Stack gap="4">
      {item ? (
        <Stack as="article" gap="3" bg="bg" borderWidth="1px" borderRadius="xl" p="6">
          <DateText fontSize="sm" color="fg.muted" value={item.publishAt} />
          <Heading as="h2" size="lg">
            {item.title}
          </Heading>
          <RichText html={item.bodyHtml} />
        </Stack>
      ) : loading ? (
        <ListSkeleton />
      ) : error ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <Empty text={T.notFound} />
      )}
      <Button asChild alignSelf="start" variant="ghost" size="sm">
        <Link to={pathTo('helper.news')}>{T.backToNews}</Link>
      </Button>
    </Stack>
  );
}

/** /auth/helper/faqs — the published FAQ, grouped by category. */
export function HelperFaqsView() {
  const { data, loading, error, refetch } = useFaqListQuery();
  const items = data?.faqList ?? [];
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl">
        {T.faqs}
      </Heading>
      {data ? (
        items.length === 0 ? (
          <Empty text={T.emptyFaqs} />
        ) : (
          <Accordion.Root collapsible multiple variant="enclosed" bg="bg">
            {items.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.ItemTrigger>
                  <Span flex="1" fontWeight="medium">
                    {item.title}
                  </Span>
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {item.categoryLabel}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <RichText html={item.bodyHtml} />
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )
      ) : loading ? (
        <ListSkeleton />
      ) : error ? (
        <LoadError onRetry={() => void refetch()} />
      ) : null}
      <DocsLink />
    </Stack>
  );
}
