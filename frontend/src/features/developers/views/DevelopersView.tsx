import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Code } from '../../../components/chakra/code';
import { List } from '../../../components/chakra/list';
import { Link } from 'react-router';
import {
  curlAgentSummary,
  curlSchema,
  GRAPHQL_PATH,
  nodeTransactions,
  pythonTransactions,
  SCHEMA_SDL_PATH,
} from '@paydesk/shared/api-reference';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { pathTo } from '../../../app/paths';
import { PublicPage, Section } from '../../../components/PublicPage';
import { getAppUrl, withBasePath } from '../../../lib/env';
import { CodeBlock } from '../components/CodeBlock';
import { CsvSection } from '../components/CsvSection';
import { IntegrationSections } from '../components/IntegrationSections';
import { ScopeTable } from '../components/ScopeTable';
import { DEVELOPER_TEXT as T } from '../text';

/** The visitor's own origin (and base path), so the examples run as shown. */
function siteOrigin(): string {
  const origin = getAppUrl() || window.location.origin;
  return `${origin}${withBasePath('/').replace(/\/$/, '')}`;
}

/**
 * /developers: how a program authenticates, what each scope opens, paging, errors, webhooks and callbacks, the
 * checkout API and runnable examples.
 */
export function DevelopersView() {
  const origin = siteOrigin();
  const today = taipeiIsoDay();
  const from = `${today.slice(0, 7)}-01`;
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      {/* A page for programmers: error codes, scopes and field names are shown as programs see them, on purpose. */}
      <Box display="contents" data-raw-ok>
        <Section title={T.endpointTitle} description={T.schemaNote}>
          <List.Root gap="1" ps="5">
            <List.Item>
              {T.endpoint}：<Code>{`${origin}${GRAPHQL_PATH}`}</Code>
            </List.Item>
            <List.Item>
              {T.schema}：
              <ChakraLink href={`${origin}${SCHEMA_SDL_PATH}`} color="primary.fg">
                <Code>{`${origin}${SCHEMA_SDL_PATH}`}</Code>
              </ChakraLink>
            </List.Item>
          </List.Root>
        </Section>
        <Section title={T.authTitle} description={T.auth}>
          <Text>{T.authEnv}</Text>
          <ChakraLink asChild color="primary.fg" alignSelf="start">
            <Link to={pathTo('member.tokens')}>{T.tokensLink}</Link>
          </ChakraLink>
        </Section>
        <Section title={T.scopesTitle} description={T.scopesLead}>
          <ScopeTable />
        </Section>
        <Section title={T.limitsTitle} description={T.limits} />
        <Section title={T.pagingTitle} description={T.paging} />
        <Section title={T.errorsTitle}>
          <List.Root gap="2" ps="5">
            {T.errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List.Root>
        </Section>
        <Section title={T.formatsTitle} description={T.formats} />
        <CsvSection origin={origin} from={from} to={today} />
        <IntegrationSections />
        <Section title={T.examplesTitle} description={T.examplesLead}>
          <Stack gap="6">
            <CodeBlock title={T.curlTitle} code={curlAgentSummary(origin, today.slice(0, 7))} />
            <CodeBlock title={T.pythonTitle} code={pythonTransactions(origin, from, today)} />
            <CodeBlock title={T.nodeTitle} code={nodeTransactions(origin, from, today)} />
            <CodeBlock title={T.schemaExample} code={curlSchema(origin)} />
          </Stack>
        </Section>
      </Box>
    </PublicPage>
  );
}
