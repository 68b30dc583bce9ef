import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Code } from '../../../components/chakra/code';
import { List } from '../../../components/chakra/list';
import { Link } from 'react-router';
import { GRAPHQL_PATH, SCHEMA_SDL_PATH } from '@paydesk/shared/api-reference';
import { consoleAvailable } from '@paydesk/shared/api-console';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { pathTo } from '../../../app/paths';
import { PublicPage, Section } from '../../../components/PublicPage';
import { getAppEnv, getAppUrl, withBasePath } from '../../../lib/env';
import { ConsoleSection } from '../components/ConsoleSection';
import { ErrorShapes } from '../components/ErrorShapes';
import { ExampleBlocks } from '../components/ExampleBlocks';
import { ForMember } from '../components/ForMember';
import { CsvSection } from '../components/CsvSection';
import { IntegrationSections } from '../components/IntegrationSections';
import { ScopeTable } from '../components/ScopeTable';
import { DEVELOPER_TEXT as T } from '../text';
import { DEVELOPER_TOOLS_TEXT as X } from '../tools-text';

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
        <Section title={T.endpointTitle} description={`${T.schemaNote}${X.described}`}>
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
          <Text>{T.operatorTokens}</Text>
        </Section>
        <Section title={T.limitsTitle} description={T.limits} />
        <Section title={T.pagingTitle} description={T.paging} />
        <Section title={T.errorsTitle} description={X.shapesLead}>
          <ErrorShapes />
        </Section>
        <Section title={T.formatsTitle} description={T.formats} />
        <CsvSection origin={origin} from={from} to={today} />
        <IntegrationSections />
        <Section title={T.examplesTitle} description={T.examplesLead}>
          <ForMember fallback={<ExampleBlocks member={false} origin={origin} today={today} />}>
            {(member) => <ExampleBlocks member={member} origin={origin} today={today} />}
          </ForMember>
        </Section>
        {consoleAvailable(getAppEnv()) ? <ConsoleSection /> : null}
      </Box>
    </PublicPage>
  );
}
