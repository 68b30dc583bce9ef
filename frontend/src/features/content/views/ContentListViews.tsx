import { pathTo } from '../../../app/routes';
import { useSearchParams } from 'react-router';
import { useCampaignListQuery, useNewsListQuery } from '../../../graphql/generated';
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

/** /news: published service announcements, ?page=N. */
export function NewsListView() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useNewsListQuery({ variables: { page, pageSize: PAGE_SIZE } });
  const list = data?.newsList;
  return (
    <PublicPage title={CONTENT_TEXT.newsTitle} lead={CONTENT_TEXT.newsLead}>
      {list ? (
        <ContentList
          items={list.items}
          basePath={pathTo('home.news')}
          page={list.page}
          pages={Math.max(1, Math.ceil(list.total / list.pageSize))}
          onPage={setPage}
        />
      ) : loading ? (
        <ListSkeleton />
      ) : error ? (
        <LoadError onRetry={() => void refetch()} />
      ) : null}
    </PublicPage>
  );
}

/** /campaign: published campaigns, ?page=N. */
export function CampaignListView() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useCampaignListQuery({ variables: { page, pageSize: PAGE_SIZE } });
  const list = data?.campaignList;
  return (
    <PublicPage title={CONTENT_TEXT.campaignTitle} lead={CONTENT_TEXT.campaignLead}>
      {list ? (
        <ContentList
          items={list.items}
          basePath={pathTo('home.campaign')}
          page={list.page}
          pages={Math.max(1, Math.ceil(list.total / list.pageSize))}
          onPage={setPage}
        />
      ) : loading ? (
        <ListSkeleton />
      ) : error ? (
        <LoadError onRetry={() => void refetch()} />
      ) : null}
    </PublicPage>
  );
}
