import { Portal } from '@chakra-ui/react';
import { useTakeOverFocus } from '../lib/load-on-intent';
import { Popover } from './chakra/popover';
import type { ClickTipProps } from './ClickTip';
import { TipTrigger } from './TipTrigger';

/**
 * The popover of a ClickTip (see there), loaded on the first intent toward its trigger: `defaultOpen` when the stand-in
 * was pressed before this had loaded, `focusTrigger` when it had the focus (this trigger takes it over).
 */
export function ClickTipPopover({
  tip,
  label,
  children,
  testId,
  defaultOpen,
  focusTrigger,
}: ClickTipProps & { defaultOpen: boolean; focusTrigger: boolean }) {
  const trigger = useTakeOverFocus<HTMLButtonElement>({ defaultOpen, focusTrigger });
  return (
    <Popover.Root positioning={{ placement: 'top' }} lazyMount unmountOnExit defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <TipTrigger ref={trigger} aria-label={label} data-testid={testId}>
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
