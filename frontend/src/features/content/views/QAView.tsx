import { EmptyState } from '../../../components/EmptyState';
import { pathTo } from '../../../app/paths';
import { Button, HStack, Span, Stack, Text } from '@chakra-ui/react';
import { Accordion } from '../../../components/chakra/accordion';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFaqListQuery } from '../../../graphql/documents/content';
import { PublicPage } from '../../../components/PublicPage';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { RichText } from '../../../components/RichText';
import { CONTENT_TEXT } from '../text';

/** /QA: published FAQ, filtered by category. */
export function QAView() {
  const { data, loading, error, refetch } = useFaqListQuery();
  const [category, setCategory] = useState<string | null>(null);
  const items = (data?.faqList ?? []).filter((item) => !category || item.category === category);
  return (
    <PublicPage title={CONTENT_TEXT.faqTitle} lead={CONTENT_TEXT.faqLead}>
      {data ? (
        <Stack gap="6">
          <HStack gap="2" wrap="wrap" role="group" aria-label={CONTENT_TEXT.qaCategories}>
            {[{ key: null, label: CONTENT_TEXT.all }, ...data.faqCategories].map((c) => (
              <Button
                key={c.key ?? 'all'}
                size="sm"
                variant={category === c.key ? 'solid' : 'outline'}
                colorPalette="primary"
                aria-pressed={category === c.key}
                onClick={() => setCategory(c.key)}
              >
                {c.label}
              </Button>
            ))}
          </HStack>
          {items.length === 0 ? (
            <EmptyState message={CONTENT_TEXT.empty} />
          ) : (
            <Accordion.Root collapsible multiple variant="enclosed">
              {items.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.ItemTrigger>
                    <Span flex="1" fontWeight="medium">
                      {item.title}
                    </Span>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                  <Accordion.ItemContent>
                    <Accordion.ItemBody>
                      <Text fontSize="xs" color="fg.muted" mb="2">
                        {item.categoryLabel}
                      </Text>
                      <RichText html={item.bodyHtml} />
                    </Accordion.ItemBody>
                  </Accordion.ItemContent>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          )}
          <Button asChild alignSelf="flex-start" variant="outline" colorPalette="primary">
            <Link to={pathTo('home.contact')}>{CONTENT_TEXT.contact}</Link>
          </Button>
        </Stack>
      ) : loading ? (
        <ListSkeleton />
      ) : error ? (
        <LoadError onRetry={() => void refetch()} />
      ) : null}
    </PublicPage>
  );
}
