import { chakra, Portal } from '@chakra-ui/react';
import { Popover } from './chakra/popover';
import type { ReactNode } from 'react';

/**
 * SPEC §4: a tooltip opens and closes on click or touch (a phone has no hover). The trigger is a real button, so
 * it is reached by keyboard too; Escape or a click elsewhere closes it.
 */
export function ClickTip({
  tip,
  label,
  children,
  testId,
}: {
  /** What the tooltip says. */
  tip: ReactNode;
  /** The trigger's accessible name (what a screen reader hears before opening it). */
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Popover.Root positioning={{ placement: 'top' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <chakra.button
          type="button"
          aria-label={label}
          data-testid={testId}
          display="inline-flex"
          flexDirection="column"
          alignItems="center"
          cursor="pointer"
          bg="transparent"
          p="0"
          w="full"
        >
          {children}
        </chakra.button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" fontSize="sm">
            <Popover.Arrow />
            <Popover.Body py="2" px="3">
              {tip}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
