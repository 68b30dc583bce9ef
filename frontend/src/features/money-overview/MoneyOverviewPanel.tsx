import { ClickTip } from '../../components/ClickTip';
import { DateText, MoneyText } from '../../components/MoneyText';
import { pathTo } from '../../app/paths';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { StatusBadge } from '../../components/StatusBadge';
import { Box, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useMoneyOverviewQuery } from '../../graphql/documents/money-overview';
import type { MoneyOverviewQuery } from '../../graphql/generated';
import { formatMoney } from '../../lib/money-format';

type Overview = MoneyOverviewQuery['moneyOverview'];

function Stat({ label, value, sub, to }: { label: string; value: string; sub?: string; to?: string }) {
  const body = (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4" h="full">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {sub ? (
        <Text fontSize="sm" color="fg.muted">
          {sub}
        </Text>
      ) : null}
    </Box>
  );
  return to ? <Link to={to}>{body}</Link> : body;
}

/** Collections by day as bars scaled to the busiest day (no chart library needed for 14 bars). */
function DayChart({ data }: { data: Overview['byDay'] }) {
  const max = Math.max(1, ...data.map((d) => d.total));
  return (
    <HStack align="flex-end" gap="1" h="32" role="group" aria-label="近 14 日收款金額">
      {data.map((d) => {
        const value = `${d.day} ${formatMoney(d.total)}（${d.count} 筆）`;
        return (
          <Stack key={d.day} flex="1" align="center" gap="1" h="full" justify="flex-end">
            <ClickTip tip={value} label={value} testId="day-bar">
              <Box
                w="full"
                bg="primary.solid"
                borderRadius="sm"
                h={`${Math.max(2, Math.round((d.total / max) * 100))}px`}
              />
            </ClickTip>
            <Text fontSize="2xs" color="fg.muted">
              {d.day.slice(8)}
            </Text>
          </Stack>
        );
      })}
    </HStack>
  );
}

/** Dashboard home: the seller's real figures (balance split, collections, charts, recent, shops, to-dos). */
export function MoneyOverviewPanel() {
  const { data, error } = useMoneyOverviewQuery({ fetchPolicy: 'cache-and-network' });
  if (error || !data) return null;
  const o = data.moneyOverview;
  const monthTotal = Math.max(1, o.monthTotal);
  return (
    <Stack gap="5" data-testid="money-overview">
      {o.actions.length ? (
        <Stack gap="1" bg="accent.subtle" borderRadius="lg" p="4">
          <Heading as="h2" size="sm">
            待處理事項
          </Heading>
          {o.actions.map((a) => (
            <ChakraLink key={a.code} asChild color="accent.fg">
              <Link to={a.href}>{a.label}</Link>
            </ChakraLink>
          ))}
        </Stack>
      ) : null}
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="3">
        {o.pending !== null ? <Stat label="信託中" value={formatMoney(o.pending)} to={pathTo('bill.detail')} /> : null}
        {o.available !== null ? (
          <Stat label="可提領餘額" value={formatMoney(o.available)} to={pathTo('bill.detail')} />
        ) : null}
        {o.withdrawing !== null ? (
          <Stat label="提領中" value={formatMoney(o.withdrawing)} to={pathTo('bill.detail')} />
        ) : null}
        <Stat label="今日收款" value={formatMoney(o.todayTotal)} sub={`${o.todayCount} 筆`} />
        <Stat label="本月收款" value={formatMoney(o.monthTotal)} sub={`${o.monthCount} 筆`} />
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
          <Heading as="h2" size="sm" mb="3">
            近 14 日收款
          </Heading>
          <DayChart data={o.byDay} />
        </Box>
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
          <Heading as="h2" size="sm" mb="3">
            本月付款方式
          </Heading>
          {o.byPayType.length ? (
            <Stack gap="2">
              {o.byPayType.map((p) => (
                <Stack key={p.payType} gap="0.5">
                  <HStack justify="space-between" fontSize="sm">
                    <Text>{p.label}</Text>
                    <MoneyText value={p.total} />
                  </HStack>
                  <Box h="2" bg="bg.muted" borderRadius="full">
                    <Box
                      h="2"
                      bg="primary.solid"
                      borderRadius="full"
                      w={`${Math.round((p.total / monthTotal) * 100)}%`}
                    />
                  </Box>
                </Stack>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">本月尚無收款</Text>
          )}
        </Box>
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
          <Heading as="h2" size="sm" mb="3">
            最近交易
          </Heading>
          {o.recent.length ? (
            <Stack gap="2">
              {o.recent.map((t) => (
                <HStack key={t.id} justify="space-between" fontSize="sm">
                  <Text>
                    <DateText value={t.createdAt} withTime />　{t.itemName || t.tradeNo}
                  </Text>
                  <HStack>
                    <StatusBadge list={TRANSACTION_STATUS_LIST} value={t.status} />
                    <MoneyText value={t.amount} />
                  </HStack>
                </HStack>
              ))}
              <ChakraLink asChild color="primary.fg" fontSize="sm">
                <Link to={pathTo('trans.detail')}>查看全部交易</Link>
              </ChakraLink>
            </Stack>
          ) : (
            <Text color="fg.muted">尚無交易</Text>
          )}
        </Box>
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
          <Heading as="h2" size="sm" mb="3">
            商店狀態
          </Heading>
          {o.shops.length ? (
            <Stack gap="2">
              {o.shops.map((s) => (
                <HStack key={s.status} justify="space-between">
                  <StatusBadge list={MERCHANT_STATUS_LIST} value={s.status} />
                  <Text>{s.count} 家</Text>
                </HStack>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">尚無商店</Text>
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
