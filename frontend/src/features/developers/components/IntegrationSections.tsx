import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { List } from '../../../components/chakra/list';
import { Link } from 'react-router';
import { WEBHOOK_VERIFY_NODE, WEBHOOK_VERIFY_PYTHON } from '@paydesk/shared/webhook-rules';
import { pathTo } from '../../../app/paths';
import { Section } from '../../../components/PublicPage';
import { DEVELOPER_TEXT as T } from '../text';
import { CodeBlock } from './CodeBlock';

function Points({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="2" ps="5">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/**
 * What a seller's own systems receive and send: signed webhooks (the verifiers are the shared strings the gateway's
 * tests run, so the page shows code that is known to work), the ECPay-compatible paid callback and the checkout API.
 */
export function IntegrationSections() {
  return (
    <>
      <Section title={T.hooksTitle} description={T.hooks}>
        <Points items={T.hooksSteps} />
        <ChakraLink asChild color="primary.fg" alignSelf="start">
          <Link to={pathTo('webhooks.index')}>{T.hooksLink}</Link>
        </ChakraLink>
        <Stack gap="6">
          <CodeBlock title={T.hooksNode} code={WEBHOOK_VERIFY_NODE} />
          <CodeBlock title={T.hooksPython} code={WEBHOOK_VERIFY_PYTHON} />
        </Stack>
      </Section>
      <Section title={T.callbackTitle} description={T.callback}>
        <Points items={T.callbackSteps} />
      </Section>
      <Section title={T.checkoutTitle} description={T.checkout}>
        <Points items={T.checkoutSteps} />
      </Section>
    </>
  );
}
