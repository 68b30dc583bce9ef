import { Portal } from '@chakra-ui/react';
import { Popover } from './chakra/popover';
import type { ClickTipProps } from './ClickTip';
import { TipTrigger } from './TipTrigger';

/** The popover of a ClickTip (see there); `defaultOpen` when the trigger was pressed before this had loaded. */
export function ClickTipPopover({
  tip,
  label,
  children,
  testId,
  defaultOpen,
}: ClickTipProps & { defaultOpen: boolean }) {
  return (
    <Popover.Root positioning={{ placement: 'top' }} lazyMount unmountOnExit defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <TipTrigger aria-label={label} data-testid={testId}>
          {children}
        </TipTrigger>
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
