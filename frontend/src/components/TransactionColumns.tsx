import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import type { PayType, TransactionStatus } from '../graphql/generated';
import type { Column } from './DataTable';
import { DateText, MoneyText } from './MoneyText';
import { StatusBadge } from './StatusBadge';
import { COMPONENT_TEXT } from './text';

const c = COMPONENT_TEXT.txColumns;

/** What every transaction list shows of a row (the seller's inquiry, the agent's partner inquiry). */
export interface TransactionRowBase {
  createdAt: string;
  tradeNo: string;
  itemName?: string | null;
  payType: PayType;
  status: TransactionStatus;
  amount: number;
  fee: number;
}

/**
 * The common transaction columns, each named and rendered once; a list picks them in its order and adds its own
 * (the seller's order number and settle date, the agent's partner shop).
 */
export function transactionColumns<R extends TransactionRowBase>() {
  return {
    createdAt: {
      key: 'at',
      header: c.createdAt,
      render: (t) => <DateText value={t.createdAt} withTime />,
      sortValue: (t) => t.createdAt,
      // Date over time when the list is tight: the room goes to the item name.
      wrap: true,
    },
    tradeNo: { key: 'tradeNo', header: c.tradeNo, render: (t) => t.tradeNo, sortValue: (t) => t.tradeNo },
    item: { key: 'item', header: c.item, render: (t) => t.itemName || '-', wrap: true },
    payType: {
      key: 'payType',
      header: c.payType,
      render: (t) => PAY_TYPE_LIST.label(t.payType),
      sortValue: (t) => PAY_TYPE_LIST.label(t.payType),
    },
    status: {
      key: 'status',
      header: c.status,
      render: (t) => <StatusBadge list={TRANSACTION_STATUS_LIST} value={t.status} />,
      sortValue: (t) => TRANSACTION_STATUS_LIST.label(t.status),
    },
    amount: {
      key: 'amount',
      header: c.amount,
      numeric: true,
      render: (t) => <MoneyText value={t.amount} />,
      sortValue: (t) => t.amount,
    },
    fee: {
      key: 'fee',
      header: c.fee,
      numeric: true,
      render: (t) => <MoneyText value={t.fee} />,
      sortValue: (t) => t.fee,
    },
  } satisfies Record<string, Column<R>>;
}
