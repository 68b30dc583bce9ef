import { Box, HStack, Heading, Stack } from '@chakra-ui/react';
import { Checkbox } from '../../../components/chakra/checkbox';
import { Fieldset } from '../../../components/chakra/fieldset';
import { JKO_STATUS_LIST } from '@paydesk/shared/jko-statuses';
import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { ESCROW_TYPE_LIST, GOODS_PAY_TYPE_LIST, MERCHANT_TYPE_LIST } from '@paydesk/shared/merchant-types';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { SELL_TYPE_LIST } from '@paydesk/shared/sell-types';
import { useState, type ReactNode } from 'react';
import { DateText } from '../../../components/MoneyText';
import {
  OpsDecisionPanel,
  type OpsAuditLine,
  type OpsDecision,
  type OpsDecisionResult,
} from '../../../components/OpsQueue';
import { StatusBadge } from '../../../components/StatusBadge';
import type { MerchantStatus, PayType } from '../../../graphql/generated';
import { useSwitchablePayTypes } from '../../../lib/useReference';
import { OPS_TEXT, REVIEW_ACTIONS } from '../text';
import type { OpsMerchantRow } from './MerchantTable';

export type ReviewAction =
  | { kind: 'status'; status: MerchantStatus; reason: string; paymentSwitch: PayType[]; verb: string }
  | { kind: 'jko'; approve: boolean; reason: string; verb: string };

/** A shop's facts in the review drawer. */
export function merchantFacts(data: OpsMerchantRow): [string, ReactNode][] {
  const shop = data.merchant;
  return [
    [OPS_TEXT.owner, `${data.ownerName}（${data.ownerLoginName}，${MEMBER_TYPE_LIST.label(data.ownerMemType)}）`],
    [OPS_TEXT.status, <StatusBadge list={MERCHANT_STATUS_LIST} value={shop.status} />],
    [OPS_TEXT.merType, MERCHANT_TYPE_LIST.label(shop.merType)],
    [OPS_TEXT.sellType, SELL_TYPE_LIST.label(shop.sellType)],
    [OPS_TEXT.goodsPayType, GOODS_PAY_TYPE_LIST.label(shop.goodsPayType)],
    [OPS_TEXT.escrowType, ESCROW_TYPE_LIST.label(shop.escrowType)],
    [OPS_TEXT.businessType, shop.businessTypeName ?? '-'],
    [OPS_TEXT.website, shop.website || '-'],
    [OPS_TEXT.createdAt, <DateText value={shop.createdAt} />],
    [OPS_TEXT.reviewReason, shop.reviewReason || '-'],
    [OPS_TEXT.reviewedAt, <DateText value={data.reviewedAt} withTime />],
  ];
}

/**
 * The shop drawer's decisions, on the console's one decision panel: the status with its PaymentSwitch, and a
 * pending JKO application. The view remounts it (key) when the shop's status changes, so its inputs start over.
 */
export function MerchantDecisions({
  data,
  onDecide,
  onDone,
}: {
  data: OpsMerchantRow;
  onDecide: (action: ReviewAction) => Promise<OpsDecisionResult>;
  onDone: (line: OpsAuditLine) => void;
}) {
  const shop = data.merchant;
  const [paySwitch, setPaySwitch] = useState<PayType[]>(() => [...shop.paymentSwitch]);
  // Pay types the platform offers (SPEC §3 configuration); one the shop held before it was switched off is dropped.
  const switchable = useSwitchablePayTypes();
  const toggle = (key: PayType, on: boolean) =>
    setPaySwitch((s) => (on ? switchable.filter((k) => k === key || s.includes(k)) : s.filter((k) => k !== key)));

  const statusDecisions: OpsDecision[] = REVIEW_ACTIONS.map((a) => ({
    key: a.status,
    label: a.label,
    verb: a.verb,
    tone: MERCHANT_STATUS_LIST.tone(a.status),
    approve: a.status === 'ACTIVE',
    confirmTitle: OPS_TEXT.confirmTitle,
    confirmMessage: OPS_TEXT.confirmMessage(shop.name, a.label),
    confirmLabel: OPS_TEXT.confirm,
  }));
  const jkoDecisions: OpsDecision[] = [
    {
      key: 'approve',
      label: OPS_TEXT.jkoApprove,
      verb: OPS_TEXT.jkoApproveVerb,
      tone: 'success',
      approve: true,
      confirmTitle: OPS_TEXT.jkoConfirmTitle,
      confirmMessage: OPS_TEXT.jkoConfirmMessage(shop.name, true),
      confirmLabel: OPS_TEXT.confirm,
    },
    {
      key: 'fail',
      label: OPS_TEXT.jkoFail,
      verb: OPS_TEXT.jkoFailVerb,
      tone: 'error',
      confirmTitle: OPS_TEXT.jkoConfirmTitle,
      confirmMessage: OPS_TEXT.jkoConfirmMessage(shop.name, false),
      confirmLabel: OPS_TEXT.confirm,
    },
  ];

  return (
    <Stack gap="6">
      <OpsDecisionPanel
        heading={OPS_TEXT.decision}
        decisions={statusDecisions}
        reasonLabel={OPS_TEXT.reason}
        reasonRequired={OPS_TEXT.reasonRequired}
        extraFields={['paymentSwitch']}
        extra={(fieldErrors) => (
          // A fieldset, not a Field: inside Field.Root every checkbox took the field's one id, so a click on one
          // label toggled another.
          <Fieldset.Root invalid={Boolean(fieldErrors.paymentSwitch)}>
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              {OPS_TEXT.paymentSwitch}
            </Fieldset.Legend>
            <HStack wrap="wrap" gap="3">
              {switchable.map((code) => (
                <Checkbox.Root
                  key={code}
                  size="sm"
                  checked={paySwitch.includes(code)}
                  onCheckedChange={(e) => toggle(code, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{PAY_TYPE_LIST.label(code)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
            <Fieldset.HelperText>{OPS_TEXT.paymentSwitchHint}</Fieldset.HelperText>
            {fieldErrors.paymentSwitch ? <Fieldset.ErrorText>{fieldErrors.paymentSwitch}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        )}
        onDecide={(d, reason) =>
          onDecide({
            kind: 'status',
            status: d.key as MerchantStatus,
            reason: reason || OPS_TEXT.approvedDefaultReason,
            paymentSwitch: paySwitch.filter((k) => switchable.includes(k)),
            verb: d.verb,
          })
        }
        onDone={onDone}
      />
      <Stack gap="3">
        <Heading as="h2" size="md">
          {OPS_TEXT.jkoSection}
        </Heading>
        <HStack>
          <StatusBadge list={JKO_STATUS_LIST} value={shop.jkoStatus} />
          {data.jkoAppliedAt ? (
            <Box fontSize="sm" color="fg.muted">
              {OPS_TEXT.jkoAppliedAt} <DateText value={data.jkoAppliedAt} withTime />
            </Box>
          ) : null}
        </HStack>
        {shop.jkoReason ? <Box fontSize="sm">{shop.jkoReason}</Box> : null}
        {shop.jkoStatus === 'PENDING' ? (
          <OpsDecisionPanel
            heading=""
            decisions={jkoDecisions}
            reasonLabel={OPS_TEXT.jkoReason}
            reasonRequired={OPS_TEXT.reasonRequired}
            onDecide={(d, reason) => onDecide({ kind: 'jko', approve: d.key === 'approve', reason, verb: d.verb })}
            onDone={onDone}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
