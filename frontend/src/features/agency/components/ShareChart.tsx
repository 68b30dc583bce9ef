import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ClickTip } from '../../../components/ClickTip';
import { formatMoney } from '../../../lib/money-format';
import { AGENCY_TEXT } from '../text';

export interface MonthTotal {
  month: string;
  share: number;
  closed: boolean;
}

const HEIGHT = 120;

/**
 * The last 12 months as plain bars (no chart library): a figure whose bars are list items, each a button named by
 * its month and amount that shows them on click or touch, so screen readers read a list and sighted users a chart.
 */
export function ShareChart({ data, current }: { data: readonly MonthTotal[]; current: string }) {
  const max = Math.max(1, ...data.map((m) => Math.max(0, m.share)));
  return (
    <Stack as="figure" gap="2" m="0" borderWidth="1px" borderRadius="lg" bg="bg" p="4">
      <Text as="figcaption" fontWeight="medium">
        {AGENCY_TEXT.share.chart}
      </Text>
      <HStack
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        align="flex-end"
        gap={{ base: '1', md: '2' }}
        h={`${HEIGHT + 24}px`}
      >
        {data.map((m) => {
          const height = Math.round((Math.max(0, m.share) / max) * HEIGHT);
          const label = AGENCY_TEXT.share.chartBar(m.month.replace('-', '/'), formatMoney(m.share));
          return (
            <Stack as="li" key={m.month} flex="1" minW="0" align="center" gap="1" data-testid="share-bar">
              {/* The month's figure opens on click or touch (SPEC §4); the button's name reads it to a screen reader. */}
              <ClickTip tip={label} label={label}>
                <Box
                  aria-hidden="true"
                  data-testid="share-bar-fill"
                  data-height={height}
                  w="full"
                  maxW="8"
                  h={`${Math.max(height, 2)}px`}
                  borderTopRadius="sm"
                  bg={m.month === current ? 'primary.solid' : m.closed ? 'success.muted' : 'primary.muted'}
                />
              </ClickTip>
              <Text aria-hidden="true" fontSize="2xs" color="fg.muted" whiteSpace="nowrap">
                {m.month.slice(5)}
              </Text>
            </Stack>
          );
        })}
      </HStack>
    </Stack>
  );
}
