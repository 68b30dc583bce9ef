import { pathTo } from './paths';
import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

/** Last-resort error screen for a route that failed to load or render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `(${error.status})` : '';
  return (
    <VStack py="20" px="4" gap="4" textAlign="center">
      <Heading size="xl">頁面發生錯誤 {detail}</Heading>
      <Text color="fg.muted">請重新整理頁面，若問題持續發生，請與客服聯繫。</Text>
      <Button asChild colorPalette="primary">
        <Link to={pathTo('home.index')}>回到首頁</Link>
      </Button>
    </VStack>
  );
}
