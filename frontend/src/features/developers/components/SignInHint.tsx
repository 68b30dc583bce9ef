import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DEVELOPER_TOOLS_TEXT as X } from '../tools-text';

/** What a guest sees where a member gets a tool: what signing in gives, and the way to sign in. */
export function SignInHint({ text }: { text: string }) {
  return (
    <HStack gap="3" wrap="wrap" bg="bg.muted" p="3" borderRadius="md">
      <Text>{text}</Text>
      <ChakraLink asChild color="primary.fg">
        <Link to={pathTo('login')}>{X.signIn}</Link>
      </ChakraLink>
    </HStack>
  );
}
