import { pathTo } from '../../../app/routes';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { StatusBadge, TONE_PALETTE } from '../../../components/StatusBadge';
import { FormErrorAlert } from '../../../components/LoadState';
import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  CloseButton,
  DataList,
  Drawer,
  Field,
  HStack,
  Heading,
  Link as ChakraLink,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DateText } from '../../../components/MoneyText';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { sellTypeLabel } from '@paydesk/shared/sell-types';
import { JKO_STATUS_LIST } from '@paydesk/shared/jko-statuses';
import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import { ESCROW_TYPE_LIST, GOODS_PAY_TYPE_LIST, MERCHANT_TYPE_LIST } from '@paydesk/shared/merchant-types';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { useSwitchablePayTypes } from '../../../lib/useReference';
import type { MerchantStatus, PayType } from '../../../graphql/generated';
import { reasonError } from '../ops.schema';
import { splitServerErrors } from '../../../lib/form-errors';
import { OPS_TEXT, REVIEW_ACTIONS } from '../text';
import type { OpsMerchantRow } from './MerchantTable';

/** Fields whose server errors the drawer shows in place; any other error shows above the decisions. */
const DRAWER_FIELDS = ['reason', 'jkoReason', 'paymentSwitch'] as const;

export type ReviewAction =
  | { kind: 'status'; status: MerchantStatus; reason: string; paymentSwitch: PayType[] }
  | { kind: 'jko'; approve: boolean; reason: string };

export interface MerchantReviewDrawerProps {
  data: OpsMerchantRow | null;
  /** Server errors of the last submission, by field. */
  errors: { field?: string | null; message: string }[];
  /** Which action is being sent (e.g. 'status:1', 'jko:true'); every action is disabled meanwhile. */
  busy: string | null;
  onSubmit: (action: ReviewAction) => void;
  onClose: () => void;
}

/**
 * The review drawer: shop details, status decisions with a reason, PaymentSwitch and the JKO application.
 * Its inputs start from `data`; the view remounts it (key) when the shop's status changes.
 * Server errors of a JKO decision arrive under the field `jkoReason`.
 */
export function MerchantReviewDrawer({ data, errors, busy, onSubmit, onClose }: MerchantReviewDrawerProps) {
  const shop = data?.merchant;
  const [reason, setReason] = useState('');
  const [jkoReason, setJkoReason] = useState('');
  const [paySwitch, setPaySwitch] = useState<PayType[]>(() => (shop ? [...shop.paymentSwitch] : []));
  // Pay types the platform offers (SPEC §3 configuration); one the shop held before it was switched off is dropped.
  const switchable = useSwitchablePayTypes();
  const [localError, setLocalError] = useState<{ field: 'reason' | 'jkoReason'; message: string } | null>(null);
  const [pending, setPending] = useState<{ action: ReviewAction; title: string; message: string } | null>(null);

  if (!data || !shop) return null;
  const { fieldErrors, formError } = splitServerErrors(errors, DRAWER_FIELDS);
  const reasonMessage = (localError?.field === 'reason' ? localError.message : null) ?? fieldErrors.reason;
  const jkoMessage = (localError?.field === 'jkoReason' ? localError.message : null) ?? fieldErrors.jkoReason;

  const askStatus = (status: MerchantStatus, label: string) => {
    const approve = status === 'ACTIVE';
    const problem = reasonError(reason, !approve, OPS_TEXT.reasonRequired);
    if (problem) return setLocalError({ field: 'reason', message: problem });
    setLocalError(null);
    const why = reason.trim() || OPS_TEXT.approvedDefaultReason;
    setPending({
      action: {
        kind: 'status',
        status,
        reason: why,
        paymentSwitch: paySwitch.filter((k) => switchable.includes(k)),
      },
      title: OPS_TEXT.confirmTitle,
      message: OPS_TEXT.confirmMessage(shop.name, label),
    });
  };
  const askJko = (approve: boolean) => {
    const problem = reasonError(jkoReason, !approve, OPS_TEXT.reasonRequired);
    if (problem) return setLocalError({ field: 'jkoReason', message: problem });
    setLocalError(null);
    setPending({
      action: { kind: 'jko', approve, reason: jkoReason.trim() },
      title: OPS_TEXT.jkoConfirmTitle,
      message: OPS_TEXT.jkoConfirmMessage(shop.name, approve),
    });
  };
  const toggle = (key: PayType, on: boolean) =>
    setPaySwitch((s) => (on ? switchable.filter((k) => k === key || s.includes(k)) : s.filter((k) => k !== key)));

  const facts: [string, ReactNode][] = [
    [OPS_TEXT.owner, `${data.ownerName}（${data.ownerLoginName}，${MEMBER_TYPE_LIST.label(data.ownerMemType)}）`],
    [OPS_TEXT.merType, MERCHANT_TYPE_LIST.label(shop.merType)],
    [OPS_TEXT.sellType, sellTypeLabel(shop.sellType)],
    [OPS_TEXT.goodsPayType, GOODS_PAY_TYPE_LIST.label(shop.goodsPayType)],
    [OPS_TEXT.escrowType, ESCROW_TYPE_LIST.label(shop.escrowType)],
    [OPS_TEXT.businessType, shop.businessTypeName ?? '-'],
    [OPS_TEXT.website, shop.website || '-'],
    [OPS_TEXT.createdAt, <DateText value={shop.createdAt} />],
    [OPS_TEXT.reviewReason, shop.reviewReason || '-'],
    [OPS_TEXT.reviewedAt, <DateText value={data.reviewedAt} withTime />],
  ];

  return (
    <>
      <Drawer.Root
        open
        onOpenChange={(e) => {
          if (!e.open) onClose();
        }}
        placement="end"
        size="md"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>
                  {shop.name} <StatusBadge list={MERCHANT_STATUS_LIST} value={shop.status} ms="2" />
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="6">
                  <Box>
                    <Heading as="h2" size="md" mb="2">
                      {OPS_TEXT.basics}
                    </Heading>
                    <DataList.Root orientation="horizontal" size="sm">
                      {facts.map(([label, value]) => (
                        <DataList.Item key={label}>
                          <DataList.ItemLabel>{label}</DataList.ItemLabel>
                          <DataList.ItemValue>{value}</DataList.ItemValue>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                    <ChakraLink asChild color="primary.fg" fontSize="sm" mt="2">
                      <Link to={pathTo('ops.audit', { memberId: data.memberId })}>{OPS_TEXT.auditLink}</Link>
                    </ChakraLink>
                  </Box>

                  <Stack gap="3">
                    <Heading as="h2" size="md">
                      {OPS_TEXT.decision}
                    </Heading>
                    {/* A fieldset, not a Field: inside Field.Root every checkbox took the field's one id, so a click on one
                        label toggled another. */}
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
                      {fieldErrors.paymentSwitch ? (
                        <Fieldset.ErrorText>{fieldErrors.paymentSwitch}</Fieldset.ErrorText>
                      ) : null}
                    </Fieldset.Root>
                    <Field.Root invalid={Boolean(reasonMessage)}>
                      <Field.Label>{OPS_TEXT.reason}</Field.Label>
                      <Textarea size="sm" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
                      {reasonMessage ? <Field.ErrorText>{reasonMessage}</Field.ErrorText> : null}
                    </Field.Root>
                    <FormErrorAlert message={formError} />
                    <HStack wrap="wrap" gap="2">
                      {REVIEW_ACTIONS.map((a) => (
                        <Button
                          key={a.status}
                          size="sm"
                          colorPalette={TONE_PALETTE[MERCHANT_STATUS_LIST.tone(a.status)]}
                          variant={a.status === 'ACTIVE' ? 'solid' : 'outline'}
                          disabled={busy !== null}
                          loading={busy === `status:${a.status}`}
                          onClick={() => askStatus(a.status, a.label)}
                        >
                          {a.label}
                        </Button>
                      ))}
                    </HStack>
                  </Stack>

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
                      <>
                        <Field.Root invalid={Boolean(jkoMessage)}>
                          <Field.Label>{OPS_TEXT.jkoReason}</Field.Label>
                          <Textarea
                            size="sm"
                            rows={2}
                            value={jkoReason}
                            onChange={(e) => setJkoReason(e.target.value)}
                          />
                          {jkoMessage ? <Field.ErrorText>{jkoMessage}</Field.ErrorText> : null}
                        </Field.Root>
                        <HStack gap="2">
                          <Button
                            size="sm"
                            colorPalette={TONE_PALETTE.success}
                            disabled={busy !== null}
                            loading={busy === 'jko:true'}
                            onClick={() => askJko(true)}
                          >
                            {OPS_TEXT.jkoApprove}
                          </Button>
                          <Button
                            size="sm"
                            colorPalette={TONE_PALETTE.error}
                            variant="outline"
                            disabled={busy !== null}
                            loading={busy === 'jko:false'}
                            onClick={() => askJko(false)}
                          >
                            {OPS_TEXT.jkoFail}
                          </Button>
                        </HStack>
                      </>
                    ) : null}
                  </Stack>
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        message={pending?.message ?? ''}
        confirmLabel={OPS_TEXT.confirm}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onSubmit(pending.action);
          setPending(null);
        }}
      />
    </>
  );
}
