import { ToneBadge } from './StatusBadge';
import { DateText } from './MoneyText';
import { EmptyState } from './EmptyState';
import { Button, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { ContentItemFieldsFragment } from '../graphql/generated';
import { formatDay } from '../lib/money-format';
import { COMPONENT_TEXT } from './text';

export interface ContentListProps {
  items: readonly ContentItemFieldsFragment[];
  basePath: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** A paginated list of news or campaigns, each linking to its detail page. */
export function ContentList({ items, basePath, page, pages, onPage }: ContentListProps) {
  if (items.length === 0) return <EmptyState message={COMPONENT_TEXT.emptyContent} />;
  return (
    <Stack gap="4">
      {items.map((item) => (
        <Stack as="article" key={item.id} p="5" gap="2" borderWidth="1px" borderRadius="xl" bg="bg">
          <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
            <DateText value={item.publishAt} />
            {item.kind === 'CAMPAIGN' ? (
              <ToneBadge
                tone="accent"
                label={COMPONENT_TEXT.period(formatDay(item.startsOn), formatDay(item.endsOn))}
              />
            ) : null}
          </HStack>
          <Heading as="h2" size="md">
            <ChakraLink asChild>
              <Link to={`${basePath}/${item.id}`}>{item.title}</Link>
            </ChakraLink>
          </Heading>
          {item.summary ? <Text color="fg.muted">{item.summary}</Text> : null}
        </Stack>
      ))}
      {pages > 1 ? (
        <HStack justify="center" gap="4">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {COMPONENT_TEXT.prev}
          </Button>
          <Text fontSize="sm">{COMPONENT_TEXT.pageOf(page, pages)}</Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {COMPONENT_TEXT.next}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
