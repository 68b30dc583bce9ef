import { ClickTip } from '../../../components/ClickTip';
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import type { PeriodChargeFieldsFragment } from '../../../graphql/generated';
import { DASH, formatDay } from '../../../lib/money-format';
import { CHARGE_TEXT } from '../text';

type Charge = PeriodChargeFieldsFragment;
const C = CHARGE_TEXT.columns;

const BASE: Column<Charge>[] = [
  {
    key: 'period',
    header: C.period,
    render: (c) => CHARGE_TEXT.period(c.period),
    sortValue: (c) => c.period * 10 + c.attempt,
  },
  { key: 'attempt', header: C.attempt, render: (c) => CHARGE_TEXT.attempt(c.attempt) },
  { key: 'dueDate', header: C.dueDate, render: (c) => formatDay(c.dueDate) ?? DASH, sortValue: (c) => c.dueDate },
  {
    key: 'result',
    header: C.result,
    render: (c) => {
      const badge = (
        <ToneBadge tone={c.paid ? 'success' : 'error'} label={c.paid ? CHARGE_TEXT.paid : CHARGE_TEXT.failed} />
      );
      // Why a charge failed opens on click or touch (SPEC §4), not on hover only.
      return c.failureReason ? (
        <ClickTip tip={c.failureReason} label={`${CHARGE_TEXT.failed}：${c.failureReason}`}>
          {badge}
        </ClickTip>
      ) : (
        badge
      );
    },
    sortValue: (c) => (c.paid ? 0 : 1),
  },
  {
    key: 'amount',
    header: C.amount,
    numeric: true,
    render: (c) => <MoneyText value={c.amount} />,
    sortValue: (c) => c.amount,
  },
  { key: 'tradeNo', header: C.tradeNo, render: (c) => c.tradeNo ?? DASH, sortValue: (c) => c.tradeNo },
];

/** The seller's charge list across subscriptions adds who and which plan, with a link to the subscription. */
const ALL: Column<Charge>[] = [
  {
    key: 'createdAt',
    header: C.createdAt,
    render: (c) => <DateText value={c.createdAt} withTime />,
    sortValue: (c) => c.createdAt,
  },
  {
    key: 'subNo',
    header: C.subNo,
    render: (c) => (
      <ChakraLink asChild color="primary.fg">
        <Link to={pathTo('period.order.edit', { PrlSysID: c.subNo })}>{c.subNo}</Link>
      </ChakraLink>
    ),
    sortValue: (c) => c.subNo,
  },
  { key: 'plan', header: C.plan, render: (c) => c.planTitle, sortValue: (c) => c.planTitle },
  { key: 'buyer', header: C.buyer, render: (c) => c.buyerName, sortValue: (c) => c.buyerName },
  ...BASE,
];

/** Charge attempts: one subscription's history, or (`withSubscription`) every charge of the seller. */
export function ChargeTable({
  charges,
  empty,
  withSubscription = false,
}: {
  charges: readonly Charge[];
  empty: string;
  withSubscription?: boolean;
}) {
  return (
    <DataTable
      rows={charges}
      columns={withSubscription ? ALL : BASE}
      rowKey={(c) => `${c.subNo}-${c.period}-${c.attempt}`}
      empty={empty}
      rowTestId="charge-row"
      initialSort={withSubscription ? { key: 'createdAt', direction: 'desc' } : undefined}
    />
  );
}
