import { Badge, Box, Heading, Text } from '@chakra-ui/react';
import { List } from './chakra/list';
import { PAGE_TEXT } from './page-text';

export interface PlannedPageProps {
  title: string;
  items: readonly string[];
}

/** Placeholder for a page that is routed but not built yet: says what it will hold. */
export function PlannedPage({ title, items }: PlannedPageProps) {
  return (
    <Box as="section" maxW="3xl" mx="auto" py={{ base: 6, md: 10 }} px="4">
      <Badge colorPalette="accent" mb="3">
        {PAGE_TEXT.planned}
      </Badge>
      <Heading as="h1" size="xl" mb="3">
        {title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {PAGE_TEXT.plannedLead}
      </Text>
      <List.Root gap="2" ps="5">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
