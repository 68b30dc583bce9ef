import { NOT_FOUND_TITLE, pathTo } from './paths';
import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from 'react-router';

/** Unknown public paths (SPEC: no route 404s silently). */
export function NotFoundPage() {
  return (
    <VStack as="section" py="20" px="4" gap="4" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="primary.solid">
        404
      </Text>
      <Heading as="h1" size="xl">
        {NOT_FOUND_TITLE}
      </Heading>
      <Text color="fg.muted">您要找的頁面不存在或已移除。</Text>
      <Button asChild colorPalette="primary">
        <Link to={pathTo('home.index')}>回到首頁</Link>
      </Button>
    </VStack>
  );
}
