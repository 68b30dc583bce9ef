import { useReference } from '../../../lib/useReference';
import { HomeFooterBand } from './HomeFooterBand';

/** The footer band once the reference has loaded: its own chunk, so the home layout carries no Apollo hooks. */
export function ReferenceFooterBand({ scrollY }: { scrollY: number }) {
  const { reference } = useReference();
  return <HomeFooterBand reference={reference} scrollY={scrollY} />;
}
