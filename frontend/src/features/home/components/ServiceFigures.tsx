import { useReference } from '../../../lib/useReference';
import { fillFigures } from '../figures';

/** A service's text with the reference figures filled in: its own chunk, so the landing page carries no Apollo hooks. */
export function ServiceFigures({ text }: { text: string }) {
  const { reference } = useReference();
  return <>{fillFigures(text, reference)}</>;
}
