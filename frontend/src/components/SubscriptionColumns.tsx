import { PERIOD_CYCLE_LIST, SUBSCRIPTION_STATUS_LIST } from '@paydesk/shared/period-rules';
import type { ReactNode } from 'react';
import type { PeriodCycle, SubscriptionStatus } from '../graphql/generated';
import { DASH, formatDay } from '../lib/money-format';
import type { Column } from './DataTable';
import { MoneyText } from './MoneyText';
import { StatusBadge } from './StatusBadge';
import { COMPONENT_TEXT } from './text';
import { TABLE_TEXT } from './table-text';

const T = COMPONENT_TEXT.subscription;

/** What every list of subscriptions shows of one (the seller's order list, the buyer's area). */
export interface SubscriptionRow {
  subNo: string;
  planTitle: string;
  cycle: PeriodCycle;
  amount: number;
  status: SubscriptionStatus;
  nextChargeDate?: string | null;
  chargesDone: number;
  totalCharges?: number | null;
}

/** "2 / 12 期", or "2 期" for a plan that runs until cancelled. */
export const chargesDoneText = (s: Pick<SubscriptionRow, 'chargesDone' | 'totalCharges'>) =>
  T.chargesDone(s.chargesDone, s.totalCharges ?? null);

/**
 * The subscription columns in one order, named once: number (as the caller links it), plan and cycle, the other
 * party (the buyer for a seller, the shop for a buyer), amount, status, next charge and charges done.
 */
export function subscriptionColumns<S extends SubscriptionRow>({
  subNo = (s) => s.subNo,
  party,
}: {
  subNo?: (s: S) => ReactNode;
  party: { key: string; header: string; value: (s: S) => string };
}): Column<S>[] {
  return [
    { key: 'subNo', header: T.subNo, render: subNo, sortValue: (s) => s.subNo },
    {
      key: 'plan',
      header: T.plan,
      render: (s) => TABLE_TEXT.planWithCycle(s.planTitle, PERIOD_CYCLE_LIST.label(s.cycle)),
      sortValue: (s) => s.planTitle,
      wrap: true,
    },
    { key: party.key, header: party.header, render: party.value, sortValue: party.value },
    {
      key: 'amount',
      header: T.amount,
      numeric: true,
      render: (s) => <MoneyText value={s.amount} />,
      sortValue: (s) => s.amount,
    },
    {
      key: 'status',
      header: T.status,
      render: (s) => <StatusBadge list={SUBSCRIPTION_STATUS_LIST} value={s.status} />,
      sortValue: (s) => SUBSCRIPTION_STATUS_LIST.byKey(s.status)?.code,
    },
    {
      key: 'next',
      header: T.next,
      render: (s) => formatDay(s.nextChargeDate) ?? DASH,
      sortValue: (s) => s.nextChargeDate,
    },
    { key: 'done', header: T.done, numeric: true, render: chargesDoneText, sortValue: (s) => s.chargesDone },
  ];
}
