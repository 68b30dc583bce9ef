import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DEVELOPER_TEXT as T } from '../text';

/** A runnable example: its title, the code as it will run, and (unless `copyable` is false) a button that copies it. */
export function CodeBlock({ title, code, copyable = true }: { title: string; code: string; copyable?: boolean }) {
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="3">
        <Heading as="h3" size="sm" id={titleId}>
          {title}
        </Heading>
        {copyable ? (
          <Button size="xs" variant="outline" onClick={() => void copy()} aria-describedby={titleId}>
            {copied ? T.copied : T.copy}
          </Button>
        ) : null}
      </HStack>
      <Box
        as="pre"
        tabIndex={0}
        aria-label={title}
        overflowX="auto"
        bg="gray.900"
        color="gray.50"
        p="4"
        borderRadius="md"
        fontSize="sm"
        fontFamily="mono"
        whiteSpace="pre"
      >
        <code>{code}</code>
      </Box>
    </Stack>
  );
}
