import { ToneBadge } from '../../../components/StatusBadge';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../../components/chakra/input';
import { Field } from '../../../components/chakra/field';
import { useEffect, useState } from 'react';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS } from '../../../lib/validators';
import { MEMBERS_TEXT as T } from '../text';

export interface VerifyContactRowProps {
  label: string;
  value: string | null;
  verified: boolean;
  /** Seconds until another code may be sent (SPEC §4 resend countdown). */
  resendAfterSeconds: number;
  error: string | null;
  disabled: boolean;
  onSend(): void;
  onVerify(code: string): void;
}

/** One contact (email or mobile): its status, the send button with its countdown, the code box. */
export function VerifyContactRow({
  label,
  value,
  verified,
  resendAfterSeconds,
  error,
  disabled,
  onSend,
  onVerify,
}: VerifyContactRowProps) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [left, setLeft] = useState(resendAfterSeconds);
  const [givenWait, setGivenWait] = useState(resendAfterSeconds);
  // A new wait from the server restarts the countdown (adjusted during render, not in an effect).
  if (resendAfterSeconds !== givenWait) {
    setGivenWait(resendAfterSeconds);
    setLeft(resendAfterSeconds);
  }
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const submit = () => {
    if (!VALIDATION_PATTERNS.otpCode.test(code.trim())) return setLocalError(VALIDATION_MESSAGES.otpCode);
    setLocalError(null);
    onVerify(code.trim());
  };
  const message = localError ?? error;

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4" data-testid={`verify-${label}`}>
      <HStack justify="space-between" wrap="wrap">
        <HStack>
          <Text fontWeight="semibold">{label}</Text>
          <Text>{value ?? T.noContact}</Text>
        </HStack>
        <ToneBadge tone={verified ? 'success' : 'accent'} label={verified ? T.verified : T.unverified} />
      </HStack>
      {verified || !value ? null : (
        <HStack align="flex-start" wrap="wrap" gap="2">
          <Button size="sm" variant="outline" onClick={onSend} disabled={disabled || left > 0}>
            {left > 0 ? T.resendIn(left) : T.sendCode}
          </Button>
          <Field.Root invalid={Boolean(message)} flex="1" minW="40">
            <Input
              size="sm"
              aria-label={`${label}${T.codeLabel}`}
              placeholder={T.codePlaceholder}
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
          </Field.Root>
          <Button size="sm" colorPalette="primary" onClick={submit} loading={disabled} disabled={disabled}>
            {T.verify}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
