import { Box, Heading, Text } from '@chakra-ui/react';
import { List } from '../../../components/chakra/list';
import { formatDay } from '../../../lib/money-format';
import { PLAN_TEXT } from '../text';

/** The next due dates as a numbered list, with the month-end rule spelled out. */
export function SchedulePreview({
  title,
  hint,
  dates,
  testId = 'schedule-preview',
}: {
  title: string;
  hint: string;
  dates: readonly string[];
  testId?: string;
}) {
  return (
    <Box bg="bg.muted" borderRadius="lg" p="4" data-testid={testId}>
      <Heading as="h3" size="sm" mb="1">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {hint}
      </Text>
      <List.Root as="ol" gap="1" ps="5" fontVariantNumeric="tabular-nums">
        {dates.map((date, i) => (
          <List.Item key={date}>
            {PLAN_TEXT.previewPeriod(i + 1)}：{formatDay(date)}
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="xs" color="fg.muted" mt="2">
        {PLAN_TEXT.monthEndNote}
      </Text>
    </Box>
  );
}
