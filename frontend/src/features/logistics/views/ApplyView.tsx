import { RouteButton } from '../../../components/RouteButton';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { LogisticsApplicationsDocument, useApplyLogisticsMutation } from '../../../graphql/documents/logistics';
import { showToast } from '../../../lib/toast';
import { toApplyInput, type ApplyValues } from '../apply.schema';
import { ApplicationTable } from '../components/ApplicationTable';
import { ApplyForm } from '../components/ApplyForm';
import { PageFrame } from '../../../components/PageFrame';
import { APPLY_TEXT as T, LOGISTICS_TEXT } from '../text';
import { useShippingShops } from './useShippingShops';

/** /auth/shipping/apply/:id? — apply for logistics services per shop (id preselects the shop); the applications. */
export function ApplyView() {
  const { id } = useParams();
  const shops = useShippingShops();
  const [apply] = useApplyLogisticsMutation({
    refetchQueries: [LogisticsApplicationsDocument],
    awaitRefetchQueries: true,
  });
  const submit = async (values: ApplyValues) => {
    try {
      const { data } = await apply({ variables: { input: toApplyInput(values) } });
      const payload = data?.applyLogistics;
      if (payload?.application) {
        showToast(T.submitted, 'success');
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ message: LOGISTICS_TEXT.saveError }];
    } catch {
      return [{ message: LOGISTICS_TEXT.saveError }];
    }
  };
  const preselect = id && shops.shops.some((s) => String(s.id) === id) ? id : undefined;
  return (
    <PageFrame title={T.title}>
      {shops.loading ? <ListSkeleton /> : null}
      {shops.error ? <LoadError message={LOGISTICS_TEXT.loadError} onRetry={shops.refetch} /> : null}
      {!shops.loading && !shops.error ? (
        <Stack gap="8">
          {shops.shops.length ? <Text color="fg.muted">{T.addLater}</Text> : null}
          {shops.shops.length ? (
            <ApplyForm
              key={preselect ?? 'none'}
              data={{ shops: shops.shops, isBusiness: shops.isBusiness, merchantId: preselect }}
              onSubmit={submit}
            />
          ) : (
            <EmptyState
              message={T.noShop}
              action={
                <RouteButton to="merchant.create" colorPalette="primary" size="sm">
                  {T.addShop}
                </RouteButton>
              }
            />
          )}
          <Stack gap="3">
            <Heading as="h2" size="md">
              {T.listTitle}
            </Heading>
            <ApplicationTable rows={shops.applications} empty={T.empty} />
          </Stack>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
