import { Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** DESIGN §6 detail sections: label/value pairs, two columns of pairs on wide screens, one on a phone. */
export function LabelValues({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Grid
      templateColumns={{ base: 'auto 1fr', md: 'auto 1fr auto 1fr' }}
      columnGap="6"
      rowGap="2"
      fontVariantNumeric="tabular-nums"
    >
      {items.map(([label, value]) => (
        <Fragment key={label} label={label} value={value} />
      ))}
    </Grid>
  );
}

function Fragment({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Text color="fg.muted" whiteSpace="nowrap">
        {label}
      </Text>
      <Text as="div" minW="0" overflowWrap="anywhere">
        {value ?? '-'}
      </Text>
    </>
  );
}
