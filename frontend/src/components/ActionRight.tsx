import { Text } from '@chakra-ui/react';
import type { ActionKey } from '@paydesk/shared/action-rights';
import { canAct } from '../app/access';
import { useViewerQuery } from '../graphql/documents/viewer';
import { COMPONENT_TEXT } from './text';

/**
 * Whether the signed-in viewer may take an act that moves money or changes a sale (refund, ship, cancel): owners
 * hold every action key, an assistant only what its group grants. Unknown until the viewer has loaded, which
 * counts as yes: the gateway still refuses.
 */
export function useCanAct(key: ActionKey): boolean {
  const viewer = useViewerQuery({ fetchPolicy: 'cache-first' }).data?.viewer;
  return !viewer || canAct(viewer, key);
}

/** Stands where the buttons of an act would be, for a viewer without the right to it. */
export function ActionNotGranted() {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="action-not-granted">
      {COMPONENT_TEXT.noPermission}
    </Text>
  );
}
