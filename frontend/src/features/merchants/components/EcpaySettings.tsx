import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ECPAY_CASHIER_ERRORS, ECPAY_PAYMENT_TYPES } from '@paydesk/shared/ecpay';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { Code } from '../../../components/chakra/code';
import { Table } from '../../../components/chakra/table';
import { LabelValues, Section } from '../../../components/PageFrame';
import { useMerchantCallbackQuery } from '../../../graphql/documents/merchants';
import { buildUrl } from '../../../lib/http';
import { ECPAY_FIELDS, ECPAY_TEXT as T } from '../text';

const CASHIER_PATH = '/Cashier/AioCheckOut/V5';
const API_PATH = '/api/checkout/payments';

function Rows({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    // Focusable, so a keyboard can scroll the wide table on a phone.
    <Table.ScrollArea tabIndex={0}>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            {head.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((cells, i) => (
            <Table.Row key={i}>
              {cells.map((c, j) => (
                <Table.Cell key={j}>{c}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * What a seller's ECPay-built site needs: the shop's MerchantID, its keys (the sandbox pair shown where payments are
 * simulated), every ReturnURL field with an example, the PaymentType names, the checkout API and the cashier.
 */
export function EcpaySettings({ merchantId }: { merchantId: number }) {
  const { data } = useMerchantCallbackQuery({ variables: { merchantId } });
  const s = data?.merchantCallback;
  if (!s) return null;
  return (
    <Section title={T.title} data-testid="ecpay-settings">
      {/* Protocol field names (MerchantID, ReturnURL…) are shown as ECPay spells them, on purpose. */}
      <Stack gap="3" fontSize="sm" data-raw-ok>
        <Text color="fg.muted">{T.lead}</Text>
        <LabelValues
          items={[
            [
              T.merchantId,
              <Code key="no" data-testid="merchant-no">
                {s.merchantNo}
              </Code>,
            ],
            ...(s.testHashKey && s.testHashIv
              ? ([
                  [T.testHashKey, <Code key="k">{s.testHashKey}</Code>],
                  [T.testHashIv, <Code key="iv">{s.testHashIv}</Code>],
                ] as const)
              : []),
          ]}
        />
        {s.testHashKey ? <Text>{T.sandboxKeys}</Text> : null}
        <Text>{T.keysLive}</Text>
        <Text fontWeight="semibold">{T.fieldsTitle}</Text>
        <Rows
          head={[T.field, T.example, T.meaning]}
          rows={ECPAY_FIELDS.map(([f, e, m]) => [<Code key="f">{f}</Code>, e, m])}
        />
        <Text>{T.success}</Text>
        <Text fontWeight="semibold">{T.typesTitle}</Text>
        <Rows
          head={[T.payType, T.ecpayName, '']}
          rows={ECPAY_PAYMENT_TYPES.map((e) => [
            payTypeLabel(e.payType),
            <Code key="p">{e.paymentType}</Code>,
            e.documented ? T.ecpayOwn : T.ours,
          ])}
        />
        <Text fontWeight="semibold">{T.apiTitle}</Text>
        <Text>{T.api}</Text>
        <Code display="block" whiteSpace="pre-wrap" p="2">
          {`POST ${buildUrl(API_PATH)}\nAuthorization: Bearer pdk_…\nIdempotency-Key: order-0001\n\n{"merchantId": ${merchantId}, "amount": 1280, "itemName": "…", "merchantTradeNo": "WEB20261127001", "customField1": "", "returnUrl": "https://…", "notifyUrl": "https://…", "payTypes": ["CREDIT", "CVS"], "expiresAt": "2026-12-01T00:00:00Z"}`}
        </Code>
        <Text fontWeight="semibold">{T.cashierTitle}</Text>
        <Text>{T.cashier}</Text>
        <Code display="block" p="2" data-testid="cashier-url">
          {buildUrl(CASHIER_PATH)}
        </Code>
        <Stack as="ul" gap="1" ps="4">
          {Object.values(ECPAY_CASHIER_ERRORS).map((e) => (
            <li key={e}>
              <Code>{e}</Code>
            </li>
          ))}
        </Stack>
      </Stack>
    </Section>
  );
}
