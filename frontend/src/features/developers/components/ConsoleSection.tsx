import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Section } from '../../../components/PublicPage';
import { DEVELOPER_TOOLS_TEXT as X } from '../tools-text';
import { ForMember } from './ForMember';
import { SignInHint } from './SignInHint';

// Loaded only for a signed-in member: the console brings graphql-js's parser and the form along.
const TryItConsole = lazy(() => import('./TryItConsole').then((m) => ({ default: m.TryItConsole })));

const loading = <Skeleton height="40" aria-busy="true" />;

/** The try-it console's section, for pages outside production: the console to a member, a sign-in hint to others. */
export function ConsoleSection() {
  return (
    <Section title={X.consoleTitle} description={X.consoleLead}>
      <ForMember fallback={loading}>
        {(member) =>
          member ? (
            <Suspense fallback={loading}>
              <TryItConsole />
            </Suspense>
          ) : (
            <SignInHint text={X.consoleGuest} />
          )
        }
      </ForMember>
    </Section>
  );
}
