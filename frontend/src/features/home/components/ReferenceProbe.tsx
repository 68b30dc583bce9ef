import { useEffect } from 'react';
import { useReference, type Reference } from '../../../lib/useReference';

/**
 * Hands the reference up to the home layout once Apollo has loaded: its own chunk, so the layout carries no Apollo
 * hooks, and it renders nothing, so the footer and floating buttons stay mounted (an open popup stays open).
 */
export function ReferenceProbe({ onReference }: { onReference: (reference: Reference | null) => void }) {
  const { reference } = useReference();
  useEffect(() => onReference(reference), [onReference, reference]);
  return null;
}
