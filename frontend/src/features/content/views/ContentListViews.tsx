import { pathTo } from '../../../app/paths';
import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { useCampaignListQuery, useNewsListQuery } from '../../../graphql/documents/content';
import { PublicPage } from '../../../components/PublicPage';
import { ContentList } from '../../../components/ContentList';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { CONTENT_TEXT } from '../text';

const PAGE_SIZE = 10;

function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return [page, (next) => setParams(next > 1 ? { page: String(next) } : {})];
}

/** A published list of one kind (news or campaigns) as a public page, loading, failing or paged. */
function PublishedList({
  title,
  lead,
  basePath,
  result,
  onPage,
}: {
  title: string;
  lead: string;
  basePath: string;
  result: {
    list:
      | (Pick<ComponentProps<typeof ContentList>, 'items'> & { page: number; pageSize: number; total: number })
      | undefined;
    loading: boolean;
    failed: boolean;
    refetch: () => unknown;
  };
  onPage: (page: number) => void;
}) {
  const { list } = result;
  return (
    <PublicPage title={title} lead={lead}>
      {list ? (
        <ContentList
          items={list.items}
          basePath={basePath}
          page={list.page}
          pages={Math.max(1, Math.ceil(list.total / list.pageSize))}
          onPage={onPage}
        />
      ) : result.loading ? (
        <ListSkeleton />
      ) : result.failed ? (
        <LoadError onRetry={() => void result.refetch()} />
      ) : null}
    </PublicPage>
  );
}

/** /news: published service announcements, ?page=N. */
export function NewsListView() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useNewsListQuery({ variables: { page, pageSize: PAGE_SIZE } });
  return (
    <PublishedList
      title={CONTENT_TEXT.newsTitle}
      lead={CONTENT_TEXT.newsLead}
      basePath={pathTo('home.news')}
      result={{ list: data?.newsList, loading, failed: Boolean(error), refetch }}
      onPage={setPage}
    />
  );
}

/** /campaign: published campaigns, ?page=N. */
export function CampaignListView() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useCampaignListQuery({ variables: { page, pageSize: PAGE_SIZE } });
  return (
    <PublishedList
      title={CONTENT_TEXT.campaignTitle}
      lead={CONTENT_TEXT.campaignLead}
      basePath={pathTo('home.campaign')}
      result={{ list: data?.campaignList, loading, failed: Boolean(error), refetch }}
      onPage={setPage}
    />
  );
}
