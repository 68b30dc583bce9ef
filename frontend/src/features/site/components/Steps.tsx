import { Circle, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';

export interface Step {
  title: string;
  body: string;
}

/** Numbered steps of a process (how to send, how to return, how money flows). */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <SimpleGrid as="ol" columns={{ base: 1, md: Math.min(steps.length, 4) }} gap="4" listStyleType="none">
      {steps.map((step, index) => (
        <Stack as="li" key={step.title} p="5" gap="2" borderWidth="1px" borderRadius="xl" bg="bg">
          <HStack gap="3">
            <Circle size="8" bg="primary.solid" color="white" fontWeight="bold">
              {index + 1}
            </Circle>
            <Text fontWeight="semibold">{step.title}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {step.body}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
