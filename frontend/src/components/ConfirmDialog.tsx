import { Button, HStack, Portal, Text } from '@chakra-ui/react';
import { Dialog } from './chakra/dialog';
import type { Tone } from '@paydesk/shared/code-list';
import { TONE_PALETTE } from './StatusBadge';
import { COMPONENT_TEXT } from './text';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Refusals and deletions confirm in the error tone; everything else in the brand colour. */
  tone?: Tone;
  /** The confirmed request is running: the confirm button is busy and cannot be pressed twice. */
  busy?: boolean;
}

/** DESIGN §6: the one confirm step before anything that moves money or cannot be undone (refunds, withdrawals, review decisions). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack>
                <Button variant="outline" onClick={onCancel} disabled={busy}>
                  {COMPONENT_TEXT.cancel}
                </Button>
                <Button colorPalette={TONE_PALETTE[tone]} onClick={onConfirm} loading={busy} disabled={busy}>
                  {confirmLabel}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
