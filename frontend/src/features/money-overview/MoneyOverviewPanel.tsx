import { ClickTip } from '../../components/ClickTip';
import { DateText, MoneyText } from '../../components/MoneyText';
import { pathTo } from '../../app/paths';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { StatusBadge } from '../../components/StatusBadge';
import { Box, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { MoneyOverviewPlain } from '../../graphql/plain/money-overview';
import type { MoneyOverviewQuery } from '../../graphql/generated';
import { formatMoney } from '../../lib/money-format';
import { usePlainQuery } from '../../lib/use-plain-query';
import { MONEY_OVERVIEW_TEXT as T } from './text';

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
    <HStack align="flex-end" gap="1" h="32" role="group" aria-label={T.byDayChart}>
      {data.map((d) => {
        const value = T.dayBar(d.day, formatMoney(d.total), d.count);
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

/**
 * Dashboard home: the seller's real figures (balance split, collections, charts, recent, shops, to-dos), read without
 * Apollo (the home paints before it loads), again on every visit; `scope` is the viewer's id.
 */
export function MoneyOverviewPanel({ scope }: { scope: string }) {
  const { data } = usePlainQuery(MoneyOverviewPlain, { scope });
  if (!data) return null;
  const o = data.moneyOverview;
  const monthTotal = Math.max(1, o.monthTotal);
  return (
    <Stack gap="5" data-testid="money-overview">
      {o.actions.length ? (
        <Stack gap="1" bg="accent.subtle" borderRadius="lg" p="4">
          <Heading as="h2" size="sm">
            {T.todo}
          </Heading>
          {o.actions.map((a) => (
            <ChakraLink key={a.code} asChild color="accent.fg">
              <Link to={a.href}>{a.label}</Link>
            </ChakraLink>
          ))}
        </Stack>
      ) : null}
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="3">
        {o.pending !== null ? (
          <Stat label={T.pending} value={formatMoney(o.pending)} to={pathTo('bill.detail')} />
        ) : null}
        {o.available !== null ? (
          <Stat label={T.available} value={formatMoney(o.available)} to={pathTo('bill.detail')} />
        ) : null}
        {o.withdrawing !== null ? (
          <Stat label={T.withdrawing} value={formatMoney(o.withdrawing)} to={pathTo('bill.detail')} />
        ) : null}
        <Stat label={T.today} value={formatMoney(o.todayTotal)} sub={T.count(o.todayCount)} />
        <Stat label={T.month} value={formatMoney(o.monthTotal)} sub={T.count(o.monthCount)} />
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
          <Heading as="h2" size="sm" mb="3">
            {T.byDay}
          </Heading>
          <DayChart data={o.byDay} />
        </Box>
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
          <Heading as="h2" size="sm" mb="3">
            {T.byPayType}
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
            <Text color="fg.muted">{T.noMonthTotal}</Text>
          )}
        </Box>
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
          <Heading as="h2" size="sm" mb="3">
            {T.recent}
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
                <Link to={pathTo('trans.detail')}>{T.allTransactions}</Link>
              </ChakraLink>
            </Stack>
          ) : (
            <Text color="fg.muted">{T.noTransactions}</Text>
          )}
        </Box>
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
          <Heading as="h2" size="sm" mb="3">
            {T.shops}
          </Heading>
          {o.shops.length ? (
            <Stack gap="2">
              {o.shops.map((s) => (
                <HStack key={s.status} justify="space-between">
                  <StatusBadge list={MERCHANT_STATUS_LIST} value={s.status} />
                  <Text>{T.shopCount(s.count)}</Text>
                </HStack>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">{T.noShops}</Text>
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
