import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/chakra/dialog';
import { SESSION_TEXT as TEXT } from './text';

/** The idle warning of IdleLogout (see there), loaded when it first has to open. */
export function IdleWarningDialog({
  open,
  secondsLeft,
  onStillHere,
}: {
  open: boolean;
  secondsLeft: number;
  onStillHere: () => void;
}) {
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
              <Text aria-live="polite">{TEXT.body(secondsLeft)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="primary" onClick={onStillHere}>
                {TEXT.stillHere}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
