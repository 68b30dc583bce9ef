import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { OPS_LOGISTICS_TEXT as T } from '../text';

/** Approve (or pay) and reject-with-reason for one item of the operator's queue. */
export function ReviewControls({
  approveLabel,
  busy,
  onApprove,
  onReject,
}: {
  approveLabel: string;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = () => {
    if (!reason.trim()) return setError(T.reasonRequired);
    setError(null);
    onReject(reason.trim());
  };
  return (
    <Stack gap="2" w={{ base: 'full', md: 'auto' }}>
      <Field.Root invalid={Boolean(error)}>
        <Input
          size="sm"
          aria-label={T.reason}
          placeholder={T.reason}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <HStack gap="2">
        <Button size="sm" colorPalette="primary" loading={busy} disabled={busy} onClick={onApprove}>
          {approveLabel}
        </Button>
        <Button size="sm" colorPalette="error" variant="outline" disabled={busy} onClick={reject}>
          {T.reject}
        </Button>
      </HStack>
    </Stack>
  );
}
