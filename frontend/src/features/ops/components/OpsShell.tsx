import type { ReactNode } from 'react';
import { LoadError } from '../../../components/LoadState';
import { OpsPage } from '../../../components/OpsQueue';
import { OPS_TEXT } from '../text';

export { OpsListSkeleton } from '../../../components/OpsQueue';

interface OpsShellProps {
  /** null while the viewer is loading. */
  isOperator: boolean | null;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every operator screen (the kit's OpsPage) with the console's refusal for anyone else. */
export function OpsShell(props: OpsShellProps) {
  return <OpsPage {...props} notOperator={OPS_TEXT.notOperator} loginLabel={OPS_TEXT.login} />;
}

export function OpsLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadError message={OPS_TEXT.loadError} onRetry={onRetry} />;
}
