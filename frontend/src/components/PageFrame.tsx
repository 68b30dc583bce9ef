import { Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A back-office page: the title with an optional primary action, then the content (shop, recurring, agency…). */
export function PageFrame({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {action ?? null}
      </HStack>
      {children}
    </Stack>
  );
}

/** A titled card section of a page. */
export function Section({ title, children, ...rest }: { title: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }} {...rest}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** DESIGN §6 detail sections: label/value pairs, two pairs a row on wide screens, one on a phone. */
export function LabelValues({
  items,
  oneColumn = false,
}: {
  items: readonly (readonly [string, ReactNode])[];
  /** Narrow panels (the quote) keep one pair a row, values on the right. */
  oneColumn?: boolean;
}) {
  return (
    <Grid
      templateColumns={oneColumn ? '1fr auto' : { base: 'auto 1fr', md: 'auto 1fr auto 1fr' }}
      columnGap="6"
      rowGap="2"
      fontVariantNumeric="tabular-nums"
    >
      {items.map(([label, value]) => [
        <Text key={`${label}-l`} color="fg.muted" whiteSpace={oneColumn ? undefined : 'nowrap'}>
          {label}
        </Text>,
        <Text
          key={`${label}-v`}
          as="div"
          minW="0"
          overflowWrap="anywhere"
          textAlign={oneColumn ? 'end' : undefined}
          whiteSpace={oneColumn ? 'nowrap' : undefined}
        >
          {value ?? '-'}
        </Text>,
      ])}
    </Grid>
  );
}
