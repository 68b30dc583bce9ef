import { Alert, Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMerchantQuery, useMerchantsQuery } from '../../../graphql/generated';
import { formatDate } from '../../../lib/money-format';
import { usePayTypeLabels } from '../../reference/usePayTypeLabels';
import { businessTypeOptions, useShopSettings } from '../shop-settings';
import { ESCROW_TYPES, GOODS_PAY_TYPES, JKO_STATUS, labelOf, MER_TYPES, MERCHANT_TEXT, SELL_TYPES } from '../text';

function Detail({ id }: { id: number }) {
  const { data, loading, error, refetch } = useMerchantQuery({ variables: { id } });
  const payTypes = usePayTypeLabels();
  const { settings } = useShopSettings();
  if (loading && !data) return <PageSpinner />;
  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{MERCHANT_TEXT.loadError}</Alert.Title>
        <Button size="sm" ms="auto" onClick={() => void refetch()}>
          {MERCHANT_TEXT.retry}
        </Button>
      </Alert.Root>
    );
  const m = data?.merchant;
  if (!m) return <Text>{MERCHANT_TEXT.notFound}</Text>;
  const rows: [string, string][] = [
    [MERCHANT_TEXT.merType, labelOf(MER_TYPES, m.merType)],
    [MERCHANT_TEXT.businessType, labelOf(businessTypeOptions(settings), m.businessTypeId)],
    [MERCHANT_TEXT.sellType, labelOf(SELL_TYPES, m.sellType)],
    [MERCHANT_TEXT.goodsPayType, labelOf(GOODS_PAY_TYPES, m.goodsPayType)],
    [MERCHANT_TEXT.escrowType, labelOf(ESCROW_TYPES, m.escrowType)],
    [MERCHANT_TEXT.website, m.website || '-'],
    [
      MERCHANT_TEXT.servicePhone,
      m.serviceTel ? `(${m.serviceAreaCode}) ${m.serviceTel}${m.serviceExt ? ` #${m.serviceExt}` : ''}` : '-',
    ],
    [MERCHANT_TEXT.paymentSwitch, m.paymentSwitch.map(payTypes.labelOf).join('、') || '-'],
    [MERCHANT_TEXT.reviewReason, m.reviewReason || '-'],
    [MERCHANT_TEXT.jko, JKO_STATUS[m.jkoStatus] ?? '-'],
    [MERCHANT_TEXT.createdAt, formatDate(m.createdAt)],
  ];
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <HStack>
          <Heading as="h1" size="2xl">
            {m.name}
          </Heading>
          <Badge colorPalette={m.statusColor}>{m.statusLabel}</Badge>
        </HStack>
        {m.canCollect && (m.jkoStatus === 0 || m.jkoStatus === 92) ? (
          <Button asChild variant="outline">
            <Link to={`/auth/merchant/jko/${m.id}`}>{MERCHANT_TEXT.applyJko}</Link>
          </Button>
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
  return first ? <Detail id={first.id} /> : <Navigate to="/auth/merchant" replace />;
}
