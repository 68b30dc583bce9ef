import { pathTo } from '../../../app/routes';
import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import { Badge, Box, Button, Field, HStack, Link as ChakraLink, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TAIWAN_BANKS } from '@paydesk/shared/taiwan-banks';
import type { PendingBankAccountsQuery } from '../../../graphql/generated';
import { DateText } from '../../../components/MoneyText';
import { TONE_PALETTE } from '../../../components/StatusBadge';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { reasonError } from '../ops.schema';
import { OPS_TEXT } from '../text';

export type PendingBankAccount = PendingBankAccountsQuery['pendingBankAccounts'][number];
export type BankDecision = { memberId: number; verify: boolean; reason: string };

export interface BankAccountListProps {
  data: readonly PendingBankAccount[];
  /** Server errors of the last decision, keyed by member id. */
  errors: Record<number, string>;
  /** `${memberId}:verify` or `${memberId}:reject` while it is sent. */
  busy: string | null;
  onSubmit: (decision: BankDecision) => void;
}

const bankName = (code: string) => TAIWAN_BANKS.find((b) => b.code === code)?.name ?? code;

/** Withdrawal accounts awaiting verification; each is verified or rejected with a reason after a confirmation. */
export function BankAccountList({ data, errors, busy, onSubmit }: BankAccountListProps) {
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [invalid, setInvalid] = useState<Record<number, string>>({});
  const [pending, setPending] = useState<{ decision: BankDecision; name: string } | null>(null);

  const ask = (row: PendingBankAccount, verify: boolean) => {
    const reason = reasons[row.memberId] ?? '';
    const problem = verify ? null : reasonError(reason, true, OPS_TEXT.rejectReasonRequired);
    setInvalid((m) => ({ ...m, [row.memberId]: problem ?? '' }));
    if (problem) return;
    setPending({ decision: { memberId: row.memberId, verify, reason: reason.trim() }, name: row.memberName });
  };

  return (
    <Stack gap="4">
      {data.map((row) => {
        const message = invalid[row.memberId] || errors[row.memberId];
        return (
          <Box key={row.memberId} bg="bg" borderWidth="1px" borderRadius="lg" p="4" data-testid="pending-bank-account">
            <HStack justify="space-between" wrap="wrap">
              <HStack>
                <Text fontWeight="semibold">{row.memberName}</Text>
                <Text color="fg.muted">{row.loginName}</Text>
                <Badge>{MEMBER_TYPE_LIST.label(row.memType)}</Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {OPS_TEXT.savedAt} <DateText value={row.updatedAt} withTime />
              </Text>
            </HStack>
            <Text fontSize="sm" mt="1">
              {OPS_TEXT.bank}：{row.bankCode} {bankName(row.bankCode)}
              {row.branchCode ? `（${row.branchCode}）` : ''} ・ {OPS_TEXT.accountNo}：{row.accountNoMasked} ・{' '}
              {OPS_TEXT.accountName}：{row.accountName}
            </Text>
            <ChakraLink asChild color="primary.fg" fontSize="sm">
              <Link to={pathTo('ops.audit', { memberId: row.memberId })}>{OPS_TEXT.auditLink}</Link>
            </ChakraLink>
            <Field.Root invalid={Boolean(message)} mt="3">
              <Field.Label fontSize="sm">{OPS_TEXT.rejectReason}</Field.Label>
              <Textarea
                size="sm"
                rows={2}
                value={reasons[row.memberId] ?? ''}
                onChange={(e) => setReasons((r) => ({ ...r, [row.memberId]: e.target.value }))}
              />
              {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
            </Field.Root>
            <HStack mt="3" gap="2">
              <Button
                size="sm"
                colorPalette={TONE_PALETTE.success}
                disabled={busy !== null}
                loading={busy === `${row.memberId}:verify`}
                onClick={() => ask(row, true)}
              >
                {OPS_TEXT.verify}
              </Button>
              <Button
                size="sm"
                colorPalette={TONE_PALETTE.error}
                variant="outline"
                disabled={busy !== null}
                loading={busy === `${row.memberId}:reject`}
                onClick={() => ask(row, false)}
              >
                {OPS_TEXT.reject}
              </Button>
            </HStack>
          </Box>
        );
      })}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.decision.verify ? OPS_TEXT.verifyConfirmTitle : OPS_TEXT.rejectConfirmTitle}
        message={
          pending
            ? pending.decision.verify
              ? OPS_TEXT.verifyConfirmMessage(pending.name)
              : OPS_TEXT.rejectConfirmMessage(pending.name)
            : ''
        }
        confirmLabel={OPS_TEXT.confirm}
        tone={pending?.decision.verify ? 'primary' : 'error'}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onSubmit(pending.decision);
          setPending(null);
        }}
      />
    </Stack>
  );
}
