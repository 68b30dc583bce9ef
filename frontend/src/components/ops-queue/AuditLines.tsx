import { Stack, Text } from '@chakra-ui/react';
import { auditLineText, type OpsAuditLine } from './audit';

/** The audit lines of this visit's decisions, announced as they come. */
export function AuditLines({
  lines,
  testId,
}: {
  lines: readonly { subject?: string; line: OpsAuditLine }[];
  testId: string;
}) {
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
