import { useEffect } from 'react';
import { loadApolloClient } from '../../app/deferred-apollo';
import { firstGateOf } from '../../features/gates/first-gate';
import { MemberInfoPlain } from '../../graphql/plain/gates';
import { usePlainQuery } from '../../lib/use-plain-query';

/**
 * The SPEC §4 gates on a page that paints before Apollo has loaded (the back office's home): decided from the member
 * info, read without Apollo in the page's own batch, with the gate host's rule. When one applies, or the member info
 * cannot be read, Apollo loads, and with it the gate host, which shows the dialog (or asks again); most visits meet
 * no gate and load nothing here.
 */
export function GatesBeforeApollo({ routeName, viewerId }: { routeName: string; viewerId: string }) {
  const { data, error } = usePlainQuery(MemberInfoPlain, { scope: viewerId });
  const info = data?.memberInfo;
  const needed = error || Boolean(info && firstGateOf(info, routeName));
  useEffect(() => {
    if (needed) void loadApolloClient();
  }, [needed]);
  return null;
}
