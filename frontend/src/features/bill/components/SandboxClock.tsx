import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../../components/chakra/field';
import { Input } from '../../../components/chakra/input';
import { addDays } from '@paydesk/shared/period-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { useState } from 'react';
import { BILL_TEXT } from '../text';

const DAY_MS = 86_400_000;
/** The gateway moves the clock at most this far in one step. */
const MAX_DAYS = 400;

/**
 * The sandbox clock, like Stripe's test clocks: a day or a week ahead in one click, or straight to any later date;
 * what falls due on the way (settlements, recurring charges, owed fees…) runs at once. `offsetDays` is how far the
 * member's clock already runs ahead of the real date.
 */
export function SandboxClock({
  offsetDays,
  busy,
  onAdvance,
}: {
  offsetDays: number;
  busy: boolean;
  onAdvance: (days: number) => Promise<void>;
}) {
  const clockToday = addDays(taipeiIsoDay(), offsetDays);
  const [target, setTarget] = useState('');
  const days = /^\d{4}-\d{2}-\d{2}$/.test(target)
    ? Math.round((Date.parse(target) - Date.parse(clockToday)) / DAY_MS)
    : 0;
  const invalid = target !== '' && (days < 1 || days > MAX_DAYS);
  return (
    <Box bg="accent.subtle" borderRadius="lg" p="4">
      <Heading as="h2" size="sm">
        {BILL_TEXT.sandboxTitle}
      </Heading>
      <Text fontSize="sm" mb="2">
        {BILL_TEXT.sandboxHint(offsetDays)} {BILL_TEXT.clockToday(clockToday)}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
        <HStack>
          {[1, 7].map((d) => (
            <Button
              key={d}
              size="sm"
              variant="outline"
              loading={busy}
              disabled={busy}
              onClick={() => void onAdvance(d)}
            >
              {BILL_TEXT.advance(d)}
            </Button>
          ))}
        </HStack>
        <Field.Root invalid={invalid} maxW={{ md: '14rem' }}>
          <Field.Label fontSize="sm">{BILL_TEXT.moveToLabel}</Field.Label>
          <Input
            type="date"
            size="sm"
            bg="bg"
            min={addDays(clockToday, 1)}
            max={addDays(clockToday, MAX_DAYS)}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
          <Field.ErrorText>{BILL_TEXT.moveToInvalid}</Field.ErrorText>
        </Field.Root>
        <Button
          size="sm"
          colorPalette="primary"
          loading={busy}
          disabled={busy || !target || invalid}
          onClick={() => void onAdvance(days).then(() => setTarget(''))}
        >
          {BILL_TEXT.moveTo}
        </Button>
      </Stack>
    </Box>
  );
}
