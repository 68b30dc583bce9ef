import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/** The button a ClickTip opens from: the same look before and after the popover's code has loaded. */
export function TipTrigger(props: HTMLChakraProps<'button'> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      flexDirection="column"
      alignItems="center"
      cursor="pointer"
      bg="transparent"
      p="0"
      w="full"
      {...props}
    />
  );
}
