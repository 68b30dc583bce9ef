import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/chakra/list';

export interface ProseBlock {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** Long-form text (terms, privacy, security): numbered headings with paragraphs and lists. */
export function Prose({ blocks }: { blocks: readonly ProseBlock[] }) {
  return (
    <Stack gap="8" maxW="4xl">
      {blocks.map((block) => (
        <Box as="section" key={block.heading}>
          <Heading as="h2" size="lg" mb="3">
            {block.heading}
          </Heading>
          <Stack gap="3" color="fg" lineHeight="tall">
            {block.paragraphs?.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
            {block.items ? (
              <List.Root ps="5" gap="2">
                {block.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            ) : null}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
