import { lazy, Suspense, useState } from 'react';
import { useMemberInfoQuery } from '../../../graphql/documents/gates';
import { firstGateOf } from '../first-gate';

// The dialog and its actions (Zag's dialog, focus trap, scroll lock, the texts, the REST calls and the mutation) load
// when a gate applies, not with every back office page: most visits meet no gate.
const GatePrompt = lazy(() => import('./GatePrompt').then((m) => ({ default: m.GatePrompt })));

/**
 * Shows the first SPEC §4 gate for the current route as a persistent dialog; re-evaluated on every
 * route change (the route name is a prop) and after each action (member info is refetched).
 */
export function GateHost({ routeName }: { routeName: string | undefined }) {
  const { data, refetch } = useMemberInfoQuery({ fetchPolicy: 'cache-and-network' });
  const [, setVersion] = useState(0);
  const info = data?.memberInfo;
  if (!info || !routeName) return null;

  const gate = firstGateOf(info, routeName);
  if (!gate) return null;
  return (
    <Suspense fallback={null}>
      <GatePrompt gate={gate} info={info} refetch={refetch} rerender={() => setVersion((v) => v + 1)} />
    </Suspense>
  );
}
