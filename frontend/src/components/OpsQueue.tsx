import { useApolloClient } from '@apollo/client/react';
import {
  Box,
  Button,
  CloseButton,
  HStack,
  Heading,
  Link as ChakraLink,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Textarea } from './chakra/textarea';
import { Alert } from './chakra/alert';
import { DataList } from './chakra/data-list';
import { Drawer } from './chakra/drawer';
import { Field } from './chakra/field';
import type { Tone } from '@paydesk/shared/code-list';
import { reviewReasonProblem } from '@paydesk/shared/review-rules';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../app/paths';
import { OpsDecisionAuditDocument } from '../graphql/documents/ops-queue';
import { splitServerErrors } from '../lib/form-errors';
import { formatDateTime } from '../lib/money-format';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable, type Column } from './DataTable';
import { EmptyState } from './EmptyState';
import { FormErrorAlert, LoadError } from './LoadState';
import { OpsNav } from './OpsNav';
import { TONE_PALETTE } from './StatusBadge';
import { COMPONENT_TEXT } from './text';

const T = COMPONENT_TEXT.opsQueue;

/**
 * The operator console's one queue layout: a page header (OpsPage), then per queue a filter
 * bar, the list (DataTable, cards on a phone), a drawer opened from a row with the facts and the decisions
 * (OpsDecisionPanel: a reason the shared review rule requires for all but approval, a confirm step), and after
 * each decision an audit line, read back from the gateway's audit trail where the decision wrote one.
 */

/** Who decided what, when and why, as the audit line shows it. */
export interface OpsAuditLine {
  actor: string;
  /** ISO time. */
  at: string;
  verb: string;
  reason: string | null;
}

export const auditLineText = (line: OpsAuditLine) =>
  T.auditLine(line.actor, formatDateTime(line.at), line.verb, line.reason);

/** The line a decision's own answer gives when the gateway keeps no audit record to read (the viewer decided, now). */
export function answeredAuditLine(verb: string, reason: string | null | undefined): OpsAuditLine {
  return { actor: T.operator, at: new Date().toISOString(), verb, reason: reason?.trim() || null };
}

function reasonOf(after: string | null): string | null {
  if (!after) return null;
  try {
    const value: unknown = JSON.parse(after);
    const reason = value && typeof value === 'object' ? (value as { reason?: unknown }).reason : null;
    return typeof reason === 'string' && reason ? reason : null;
  } catch {
    return null;
  }
}

/**
 * Reads back the audit record a decision just wrote on the member's trail (newest of `actions`): its actor, time
 * and stored reason. Without a member, a record or an answer, the decision's own answer stands (`fallback`).
 */
export function useDecisionAudit() {
  const client = useApolloClient();
  return async (memberId: number | null, actions: readonly string[], fallback: OpsAuditLine): Promise<OpsAuditLine> => {
    if (memberId == null) return fallback;
    try {
      const { data } = await client.query({
        query: OpsDecisionAuditDocument,
        variables: { memberId, first: 5 },
        fetchPolicy: 'network-only',
      });
      const record = data?.memberAuditTrail.find((r) => actions.includes(r.action));
      if (!record) return fallback;
      return {
        ...fallback,
        actor: record.actorLabel,
        at: record.createdAt,
        reason: reasonOf(record.after) ?? fallback.reason,
      };
    } catch {
      return fallback;
    }
  };
}

/** The frame of every operator screen: tool switcher, heading, and a polite refusal for anyone else. */
export function OpsPage({
  isOperator,
  title,
  subtitle,
  actions,
  notOperator,
  loginLabel,
  children,
}: {
  /** null while the viewer is loading. */
  isOperator: boolean | null;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  notOperator: string;
  loginLabel: string;
  children: ReactNode;
}) {
  if (isOperator === false) {
    return (
      <Stack maxW="xl" mx="auto" gap="3">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{notOperator}</Alert.Title>
        </Alert.Root>
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('login')}>{loginLabel}</Link>
        </ChakraLink>
      </Stack>
    );
  }
  return (
    <Box w="full" maxW="6xl" mx="auto">
      <OpsNav />
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'flex-end' }}
        mb="4"
        gap="2"
      >
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Box>
        {actions}
      </Stack>
      {isOperator === null ? <Skeleton height="24" aria-busy="true" /> : children}
    </Box>
  );
}

export function OpsListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" data-testid="ops-loading">
      <Skeleton height="12" />
      <Skeleton height="12" />
      <Skeleton height="12" />
    </Stack>
  );
}

/** One decision an operator can take on a queue item. */
export interface OpsDecision {
  key: string;
  /** The button. */
  label: string;
  /** How the audit line says it: 核准, 退回, 要求補件… */
  verb: string;
  tone: Tone;
  /** The one decision that needs no reason (an approval). */
  approve?: boolean;
  confirmTitle: string;
  confirmMessage: string;
  confirmLabel?: string;
}

export type ServerErrors = readonly { field?: string | null; message: string }[];

export type OpsDecisionResult = { ok: true; audit: OpsAuditLine } | { ok: false; errors: ServerErrors };

interface ConfirmRequest {
  decision: OpsDecision;
  run: () => Promise<void>;
}

/**
 * The queue's one confirm step, rendered beside its drawer rather than inside it (a dialog inside the drawer's
 * portal would be hidden from assistive technology while the drawer is open).
 */
const ConfirmContext = createContext<((request: ConfirmRequest) => void) | null>(null);

function DecisionConfirm({
  request,
  busy,
  onCancel,
  onConfirm,
}: {
  request: ConfirmRequest | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const d = request?.decision;
  return (
    <ConfirmDialog
      open={request !== null}
      title={d?.confirmTitle ?? ''}
      message={d?.confirmMessage ?? ''}
      confirmLabel={d?.confirmLabel ?? T.confirm}
      tone={d && !d.approve ? 'error' : 'primary'}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/** A confirm step: `ask` opens it, confirming runs the request (busy meanwhile) and closes it. */
function useConfirmStep() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  // Mounted only while asked: a portal that already existed when the drawer opened stays hidden behind it.
  const dialog = request && (
    <DecisionConfirm
      request={request}
      busy={busy}
      onCancel={() => setRequest(null)}
      onConfirm={() => {
        if (!request) return;
        setBusy(true);
        void request.run().finally(() => {
          setBusy(false);
          setRequest(null);
        });
      }}
    />
  );
  return { ask: setRequest, dialog };
}

/**
 * Decisions on one item: an optional block of inputs (`extra`), the reason (required by the shared review rule for
 * every decision but approval), the buttons, and the confirm step; only a confirmed decision is sent. Server
 * errors on `reason` (or a field of `extraFields`) show in place, the rest above the buttons.
 */
export function OpsDecisionPanel({
  heading = T.decision,
  decisions,
  reasonLabel = T.reason,
  reasonRequired = T.reasonRequired,
  extraFields = [],
  extra,
  onDecide,
  onDone,
  once = false,
  testId,
}: {
  heading?: string;
  decisions: readonly OpsDecision[];
  reasonLabel?: string;
  reasonRequired?: string;
  extraFields?: readonly string[];
  extra?: (fieldErrors: Record<string, string>) => ReactNode;
  onDecide: (decision: OpsDecision, reason: string) => Promise<OpsDecisionResult>;
  onDone: (line: OpsAuditLine) => void;
  /** A pending item is decided once: the buttons go after a decision went through. */
  once?: boolean;
  testId?: string;
}) {
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [errors, setErrors] = useState<ServerErrors>([]);
  const queueConfirm = useContext(ConfirmContext);
  const ownConfirm = useConfirmStep();
  const confirm = queueConfirm ?? ownConfirm.ask;
  const [busy, setBusy] = useState<string | null>(null);
  const [decided, setDecided] = useState(false);
  const { fieldErrors, formError } = splitServerErrors(errors, ['reason', ...extraFields]);
  const reasonMessage = localError ?? fieldErrors.reason;

  const ask = (decision: OpsDecision) => {
    const problem = reviewReasonProblem(reason, !decision.approve, reasonRequired);
    setLocalError(problem?.message ?? null);
    if (!problem) confirm({ decision, run: () => send(decision) });
  };
  const send = async (decision: OpsDecision) => {
    setBusy(decision.key);
    setErrors([]);
    try {
      const result = await onDecide(decision, reason.trim());
      if (result.ok) {
        setReason('');
        setDecided(true);
        onDone(result.audit);
      } else setErrors(result.errors.length ? result.errors : [{ message: T.sendError }]);
    } catch {
      setErrors([{ message: T.sendError }]);
    } finally {
      setBusy(null);
    }
  };

  if (once && decided) return null;
  return (
    <Stack gap="3" data-testid={testId}>
      {heading ? (
        <Heading as="h2" size="md">
          {heading}
        </Heading>
      ) : null}
      {extra?.(fieldErrors)}
      <Field.Root invalid={Boolean(reasonMessage)}>
        <Field.Label>{reasonLabel}</Field.Label>
        <Textarea size="sm" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        {reasonMessage ? <Field.ErrorText>{reasonMessage}</Field.ErrorText> : null}
      </Field.Root>
      <FormErrorAlert message={formError} />
      <HStack wrap="wrap" gap="2">
        {decisions.map((d) => (
          <Button
            key={d.key}
            size="sm"
            colorPalette={TONE_PALETTE[d.tone]}
            variant={d.approve ? 'solid' : 'outline'}
            disabled={busy !== null}
            loading={busy === d.key}
            onClick={() => ask(d)}
          >
            {d.label}
          </Button>
        ))}
      </HStack>
      {queueConfirm ? null : ownConfirm.dialog}
    </Stack>
  );
}

function AuditLines({ lines, testId }: { lines: readonly { subject?: string; line: OpsAuditLine }[]; testId: string }) {
  if (!lines.length) return null;
  return (
    <Stack gap="1" role="status" aria-live="polite">
      {lines.map(({ subject, line }, i) => (
        <Text key={i} fontSize="sm" color="fg.muted" data-testid={testId}>
          {subject ? <span>{subject}：</span> : null}
          <span>{auditLineText(line)}</span>
        </Text>
      ))}
    </Stack>
  );
}

export interface OpsQueueProps<Row> {
  /** A page with several queues names each. */
  title?: string;
  /** The queue's FilterBar. */
  filters?: ReactNode;
  /** undefined until the list first loads. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: boolean;
  errorMessage: string;
  onRetry: () => unknown;
  emptyMessage: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** The item's name: the open button's label, the drawer's title, the subject of its audit line. */
  rowLabel: (row: Row) => string;
  rowTestId?: string;
  openLabel?: string;
  /** The row as it is now (a decision's answer may be newer than the list). */
  current?: (row: Row) => Row;
  drawerTitle?: (row: Row) => ReactNode;
  facts: (row: Row) => [string, ReactNode][];
  /** Links under the facts: the audit trail, documents. */
  links?: (row: Row) => ReactNode;
  /** The decision panels; `done` records a decision's audit line. */
  decisions: (row: Row, done: (line: OpsAuditLine) => void) => ReactNode;
  testId?: string;
}

/** One operator queue: filters, list, a detail drawer with the decisions, and the audit lines of this visit. */
export function OpsQueue<Row>({
  title,
  filters,
  rows,
  loading,
  error,
  errorMessage,
  onRetry,
  emptyMessage,
  columns,
  rowKey,
  rowLabel,
  rowTestId,
  openLabel = T.open,
  current,
  drawerTitle,
  facts,
  links,
  decisions,
  testId,
}: OpsQueueProps<Row>) {
  const [selected, setSelected] = useState<Row | null>(null);
  const confirm = useConfirmStep();
  const [lines, setLines] = useState<{ key: string | number; subject: string; line: OpsAuditLine }[]>([]);
  const fresh = selected ? rows?.find((r) => rowKey(r) === rowKey(selected)) : undefined;
  const snapshot = selected ? (fresh ?? selected) : null;
  const shown = snapshot && current ? current(snapshot) : snapshot;

  const withOpen: Column<Row>[] = [
    ...columns,
    {
      key: 'open',
      header: '',
      render: (row) => (
        <Button
          size="xs"
          colorPalette="primary"
          variant="outline"
          aria-label={`${openLabel} ${rowLabel(row)}`}
          onClick={(e) => {
            e.stopPropagation();
            setSelected(row);
          }}
        >
          {openLabel}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="3" data-testid={testId}>
      {title ? (
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      ) : null}
      {filters ? (
        <Box bg="bg" p="3" borderWidth="1px" borderRadius="lg">
          {filters}
        </Box>
      ) : null}
      <AuditLines lines={lines} testId="ops-audit-line" />
      {loading && !rows ? <OpsListSkeleton /> : null}
      {error && !rows ? <LoadError message={errorMessage} onRetry={onRetry} /> : null}
      {rows && !rows.length ? <EmptyState message={emptyMessage} /> : null}
      {rows?.length ? (
        <DataTable
          rows={rows}
          columns={withOpen}
          rowKey={rowKey}
          rowTestId={rowTestId}
          empty={null}
          onRowClick={setSelected}
        />
      ) : null}
      {shown ? (
        <ConfirmContext.Provider value={confirm.ask}>
          <Drawer.Root
            open
            onOpenChange={(e) => {
              if (!e.open) setSelected(null);
            }}
            placement="end"
            size="md"
          >
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>{drawerTitle ? drawerTitle(shown) : rowLabel(shown)}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack gap="6">
                      <Box>
                        <Heading as="h2" size="md" mb="2">
                          {T.facts}
                        </Heading>
                        <DataList.Root orientation="horizontal" size="sm">
                          {facts(shown).map(([label, value]) => (
                            <DataList.Item key={label}>
                              <DataList.ItemLabel>{label}</DataList.ItemLabel>
                              <DataList.ItemValue>{value}</DataList.ItemValue>
                            </DataList.Item>
                          ))}
                        </DataList.Root>
                        {links ? (
                          <HStack gap="3" mt="2" wrap="wrap" fontSize="sm">
                            {links(shown)}
                          </HStack>
                        ) : null}
                      </Box>
                      <AuditLines
                        lines={lines.filter((l) => l.key === rowKey(shown)).map(({ line }) => ({ line }))}
                        testId="ops-drawer-audit-line"
                      />
                      {decisions(shown, (line) =>
                        setLines((all) => [{ key: rowKey(shown), subject: rowLabel(shown), line }, ...all]),
                      )}
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </ConfirmContext.Provider>
      ) : null}
      {confirm.dialog}
    </Stack>
  );
}
