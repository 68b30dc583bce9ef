import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}

/** Headline figures as cards (e.g. "信用卡 2.8%"). */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
      {facts.map((fact) => (
        <Stack key={fact.label} p="5" gap="1" borderWidth="1px" borderRadius="xl" bg="bg">
          <Text fontSize="sm" color="fg.muted">
            {fact.label}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="primary.fg" css={{ fontVariantNumeric: 'tabular-nums' }}>
            {fact.value}
          </Text>
          {fact.note ? (
            <Text fontSize="sm" color="fg.muted">
              {fact.note}
            </Text>
          ) : null}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
