import { DateText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import { pathTo } from '../../../app/paths';
import { Button, Container, HStack, Heading, Stack } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { useCampaignItemQuery, useNewsItemQuery } from '../../../graphql/documents/content';
import type { ContentItemFieldsFragment } from '../../../graphql/generated';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { RichText } from '../../../components/RichText';
import { CampaignStateBadge } from '../../../components/ContentList';
import { CONTENT_TEXT } from '../text';
import { formatDay } from '../../../lib/money-format';

interface DetailProps {
  item: ContentItemFieldsFragment | null | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  back: { to: string; label: string };
}

function ContentDetail({ item, loading, failed, onRetry, back }: DetailProps) {
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      {item ? (
        <Stack as="article" gap="4">
          <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
            <DateText value={item.publishAt} />
            {item.kind === 'CAMPAIGN' ? (
              <>
                <CampaignStateBadge item={item} />
                <ToneBadge
                  tone="accent"
                  label={CONTENT_TEXT.period(formatDay(item.startsOn), formatDay(item.endsOn))}
                />
              </>
            ) : null}
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {item.title}
          </Heading>
          <RichText html={item.bodyHtml} />
        </Stack>
      ) : loading ? (
        <ListSkeleton />
      ) : failed ? (
        <LoadError onRetry={onRetry} />
      ) : (
        <Heading as="h1" size="xl">
          {CONTENT_TEXT.notFound}
        </Heading>
      )}
      <Button asChild variant="outline" mt="8">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </Container>
  );
}

/** /news/:id */
export function NewsDetailView() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useNewsItemQuery({ variables: { id } });
  return (
    <ContentDetail
      item={data?.newsItem}
      loading={loading}
      failed={Boolean(error)}
      onRetry={() => void refetch()}
      back={{ to: pathTo('home.news'), label: CONTENT_TEXT.backToNews }}
    />
  );
}

/** /campaign/:id */
export function CampaignDetailView() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useCampaignItemQuery({ variables: { id } });
  return (
    <ContentDetail
      item={data?.campaignItem}
      loading={loading}
      failed={Boolean(error)}
      onRetry={() => void refetch()}
      back={{ to: pathTo('home.campaign'), label: CONTENT_TEXT.backToCampaigns }}
    />
  );
}
