import { RouteButton } from '../../../components/RouteButton';
import { Button, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/chakra/card';
import { Link } from 'react-router';
import { LOGISTICS_APPLICATION_STATUS_LIST } from '@paydesk/shared/logistics-statuses';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { PageFrame, Section } from '../../../components/PageFrame';
import { StatusBadge } from '../../../components/StatusBadge';
import { servicesText } from '../components/ApplicationTable';
import { APPLY_TEXT, LOGISTICS_TEXT, SHIPMENT_TEXT as T } from '../text';
import { useShippingShops } from './useShippingShops';

const KINDS = [
  { kind: 'normal', route: 'shipping.create.normal' },
  { kind: 'frz', route: 'shipping.create.frz' },
  { kind: 'home', route: 'shipping.create.home' },
] as const;

/** /auth/shipping/logistics-list 建立物流訂單: choose the kind of parcel; each shop's application status. */
export function LogisticsHubView() {
  const shops = useShippingShops();
  return (
    <PageFrame title={T.hubTitle}>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.hubChoose}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {KINDS.map(({ kind, route }) => {
            const k = LOGISTICS_TEXT.kinds[kind];
            return (
              <Card.Root key={kind} data-testid={`kind-${kind}`}>
                <Card.Body gap="2">
                  <Card.Title>{k.short}</Card.Title>
                  <Text color="fg.muted" fontSize="sm">
                    {k.hint}
                  </Text>
                </Card.Body>
                <Card.Footer>
                  <Button asChild colorPalette="primary" size="sm">
                    <Link to={pathTo(route)}>{k.title}</Link>
                  </Button>
                </Card.Footer>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      </Stack>
      <Section title={T.hubApplications}>
        {shops.loading ? <ListSkeleton /> : null}
        {shops.error ? <LoadError message={LOGISTICS_TEXT.loadError} onRetry={shops.refetch} /> : null}
        {!shops.loading && !shops.error && !shops.shops.length ? (
          <EmptyState
            message={APPLY_TEXT.noShop}
            action={
              <RouteButton to="merchant.create" size="sm" variant="outline">
                {APPLY_TEXT.addShop}
              </RouteButton>
            }
          />
        ) : null}
        {!shops.loading && !shops.error ? (
          <Stack gap="3" data-testid="shop-applications">
            {shops.shops.map((shop) => {
              const latest = shops.applications
                .filter((a) => a.merchantId === shop.id)
                .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
              return (
                <HStack key={shop.id} justify="space-between" wrap="wrap" gap="2" borderBottomWidth="1px" pb="2">
                  <Stack gap="0">
                    <Text fontWeight="medium">{shop.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {latest ? servicesText(latest.services) : T.hubNoApplication}
                    </Text>
                  </Stack>
                  <HStack gap="2">
                    {latest ? <StatusBadge list={LOGISTICS_APPLICATION_STATUS_LIST} value={latest.status} /> : null}
                    {!latest || latest.status === 'REJECTED' ? (
                      <ChakraLink asChild color="primary.fg" fontSize="sm">
                        <Link to={pathTo('shipping.apply', { id: shop.id })}>{T.hubApply}</Link>
                      </ChakraLink>
                    ) : null}
                  </HStack>
                </HStack>
              );
            })}
          </Stack>
        ) : null}
      </Section>
    </PageFrame>
  );
}
