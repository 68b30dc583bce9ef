import { Box, Button, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/chakra/dialog';
import type { ReactNode } from 'react';

export interface GateAction {
  key: string;
  label: string;
  primary?: boolean;
}

export interface GateDialogProps {
  title: string;
  /** Plain paragraphs, or server-sanitised HTML. */
  lines?: readonly string[];
  html?: string;
  actions: readonly GateAction[];
  disabled?: boolean;
  onAction: (key: string) => void;
  children?: ReactNode;
}

/** A persistent dialog (SPEC §4): no close button, outside clicks and Escape do nothing. */
export function GateDialog({ title, lines = [], html, actions, disabled, onAction }: GateDialogProps) {
  return (
    <Dialog.Root
      open
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      role="alertdialog"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="gate-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                {lines.map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
                {/* Notice HTML is sanitised by the gateway (sanitize-html) before it is served. */}
                {html ? (
                  <Box className="notice-html" css={{ '& p': { mb: 2 } }} dangerouslySetInnerHTML={{ __html: html }} />
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {actions.map((action) => (
                <Button
                  key={action.key}
                  variant={action.primary ? 'solid' : 'outline'}
                  colorPalette="primary"
                  loading={disabled && action.primary}
                  disabled={disabled}
                  onClick={() => onAction(action.key)}
                >
                  {action.label}
                </Button>
              ))}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
