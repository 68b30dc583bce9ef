import type { Tone } from '@paydesk/shared/code-list';
import { CAMPAIGN_STATE_LABELS, campaignState, type CampaignState } from '@paydesk/shared/content-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
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

const STATE_TONE: Record<CampaignState, Tone> = { UPCOMING: 'primary', RUNNING: 'success', ENDED: 'neutral' };

/** A campaign's state today in Taiwan (its dates are Taiwan calendar days). */
const stateOf = (item: ContentItemFieldsFragment) =>
  campaignState(item.startsOn ?? null, item.endsOn ?? null, taipeiIsoDay());

/** 即將開始, 進行中 or 已結束 from a campaign's dates, today in Taiwan (the list and the campaign page). */
export function CampaignStateBadge({ item }: { item: ContentItemFieldsFragment }) {
  const state = stateOf(item);
  return <ToneBadge tone={STATE_TONE[state]} label={CAMPAIGN_STATE_LABELS[state]} />;
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
              <>
                <CampaignStateBadge item={item} />
                <Text>{COMPONENT_TEXT.period(formatDay(item.startsOn), formatDay(item.endsOn))}</Text>
              </>
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
