import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { curlAgentSummary, curlSchema, nodeTransactions, pythonTransactions } from '@paydesk/shared/api-reference';
import { withTokenPlaceholder } from '@paydesk/shared/token-placeholder';
import { pathTo } from '../../../app/paths';
import { DEVELOPER_TEXT as T } from '../text';
import { DEVELOPER_TOOLS_TEXT as X } from '../tools-text';
import { CodeBlock } from './CodeBlock';
import { SignInHint } from './SignInHint';

/**
 * The runnable examples. A signed-in member sees and copies them with the token's place marked (<YOUR_TOKEN>) and a
 * link to the token page; a guest sees them reading the token from the environment, with no copy button and a hint
 * to sign in.
 */
export function ExampleBlocks({ member, origin, today }: { member: boolean; origin: string; today: string }) {
  const from = `${today.slice(0, 7)}-01`;
  const shown = (code: string) => (member ? withTokenPlaceholder(code) : code);
  return (
    <Stack gap="6">
      {member ? (
        <Stack gap="1">
          <Text>{X.copyHint}</Text>
          <ChakraLink asChild color="primary.fg" alignSelf="start">
            <Link to={pathTo('member.tokens')}>{X.tokensLink}</Link>
          </ChakraLink>
        </Stack>
      ) : (
        <SignInHint text={X.signInHint} />
      )}
      <CodeBlock title={T.curlTitle} code={shown(curlAgentSummary(origin, today.slice(0, 7)))} copyable={member} />
      <CodeBlock title={T.pythonTitle} code={shown(pythonTransactions(origin, from, today))} copyable={member} />
      <CodeBlock title={T.nodeTitle} code={shown(nodeTransactions(origin, from, today))} copyable={member} />
      <CodeBlock title={T.schemaExample} code={curlSchema(origin)} copyable={member} />
    </Stack>
  );
}
