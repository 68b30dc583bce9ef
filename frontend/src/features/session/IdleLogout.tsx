import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/chakra/dialog';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppInfoQuery } from '../../graphql/documents/auth';
import { effectiveIdleLimit } from './idle';
import { useIdleLogout } from './useIdleLogout';
import { SESSION_TEXT as TEXT } from './text';

/** The idle timer of the signed-in layouts: warning dialog with a countdown, then /logout (SPEC §4). */
export function IdleLogout({ logoutPath }: { logoutPath: string }) {
  const navigate = useNavigate();
  const { data } = useAppInfoQuery();
  const limit = effectiveIdleLimit(data?.appInfo.idleLimitMs);
  const expire = useCallback(() => void navigate(logoutPath, { replace: true }), [navigate, logoutPath]);
  const { state, stillHere } = useIdleLogout(limit, expire);
  const open = state.phase === 'warning';
  return (
    <Dialog.Root open={open} closeOnInteractOutside={false} closeOnEscape={false} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="sm">
            <Dialog.Header>
              <Dialog.Title>{TEXT.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text aria-live="polite">{TEXT.body(state.phase === 'warning' ? state.secondsLeft : 0)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="primary" onClick={stillHere}>
                {TEXT.stillHere}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
