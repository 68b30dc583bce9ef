import { RouteButton } from '../../../components/RouteButton';
import { pathTo } from '../../../app/paths';
import { StatusBadge } from '../../../components/StatusBadge';
import { LoadError } from '../../../components/LoadState';
import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { CallbackSettings } from '../components/CallbackSettings';
import { EcpaySettings } from '../components/EcpaySettings';
import { CardMethodSettings } from '../components/CardMethodSettings';
import { useMerchantQuery, useMerchantsQuery } from '../../../graphql/documents/merchants';
import { formatDate } from '../../../lib/money-format';
import { businessTypeOptions, useShopSettings } from '../shop-settings';
import { labelOf, MERCHANT_TEXT } from '../text';
import { SELL_TYPE_LIST } from '@paydesk/shared/sell-types';
import { JKO_STATUS_LIST } from '@paydesk/shared/jko-statuses';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { ESCROW_TYPE_LIST, GOODS_PAY_TYPE_LIST, MERCHANT_TYPE_LIST } from '@paydesk/shared/merchant-types';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';

function Detail({ id }: { id: number }) {
  const { data, loading, error, refetch } = useMerchantQuery({ variables: { id } });
  const { settings } = useShopSettings();
  if (loading && !data) return <PageSpinner />;
  if (error) return <LoadError message={MERCHANT_TEXT.loadError} onRetry={() => refetch()} />;
  const m = data?.merchant;
  if (!m) return <Text>{MERCHANT_TEXT.notFound}</Text>;
  const rows: [string, string][] = [
    [MERCHANT_TEXT.merType, MERCHANT_TYPE_LIST.label(m.merType)],
    [MERCHANT_TEXT.businessType, labelOf(businessTypeOptions(settings), m.businessTypeId)],
    [MERCHANT_TEXT.sellType, SELL_TYPE_LIST.label(m.sellType)],
    [MERCHANT_TEXT.goodsPayType, GOODS_PAY_TYPE_LIST.label(m.goodsPayType)],
    [MERCHANT_TEXT.escrowType, ESCROW_TYPE_LIST.label(m.escrowType)],
    [MERCHANT_TEXT.website, m.website || '-'],
    [
      MERCHANT_TEXT.servicePhone,
      m.serviceTel ? `(${m.serviceAreaCode}) ${m.serviceTel}${m.serviceExt ? ` #${m.serviceExt}` : ''}` : '-',
    ],
    [MERCHANT_TEXT.paymentSwitch, m.paymentSwitch.map(PAY_TYPE_LIST.label).join('、') || '-'],
    [MERCHANT_TEXT.reviewReason, m.reviewReason || '-'],
    [MERCHANT_TEXT.jko, JKO_STATUS_LIST.label(m.jkoStatus)],
    [MERCHANT_TEXT.jkoMerchantNo, m.jkoMerchantNo ?? '-'],
    [MERCHANT_TEXT.createdAt, formatDate(m.createdAt)],
  ];
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <HStack>
          <Heading as="h1" size="2xl">
            {m.name}
          </Heading>
          <StatusBadge list={MERCHANT_STATUS_LIST} value={m.status} />
        </HStack>
        {m.canCollect && JKO_STATUS_LIST.canMove(m.jkoStatus, 'PENDING') ? (
          <RouteButton to="jko.create" params={{ id: m.id }} variant="outline">
            {MERCHANT_TEXT.applyJko}
          </RouteButton>
        ) : null}
      </HStack>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <Grid templateColumns={{ base: 'auto 1fr', md: 'repeat(2, auto 1fr)' }} gap="3">
          {rows.map(([label, value]) => (
            <Box key={label} display="contents">
              <Text color="fg.muted">{label}</Text>
              <Text>{value}</Text>
            </Box>
          ))}
        </Grid>
      </Box>
      <CardMethodSettings
        merchantId={m.id}
        takesCards={m.paymentSwitch.includes('CREDIT')}
        cardMethods={m.cardMethods}
      />
      <CallbackSettings merchantId={m.id} />
      <EcpaySettings merchantId={m.id} />
    </Stack>
  );
}

/** /auth/merchant/detail/:id? — without an id, the first shop (or the list when there is none). */
export function MerchantDetailView() {
  const { id } = useParams();
  const list = useMerchantsQuery({ fetchPolicy: 'cache-first' });
  if (id) return <Detail id={Number(id)} />;
  if (list.loading) return <PageSpinner />;
  const first = list.data?.merchants[0];
  return first ? <Detail id={first.id} /> : <Navigate to={pathTo('merchant.list')} replace />;
}
