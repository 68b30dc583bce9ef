import { Button, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { LAYOUT_TEXT } from '../text';
import { ChevronDownIcon } from './shell-icons';

type MenuButtonProps = ButtonProps & { ref?: Ref<HTMLButtonElement> };

/** The top bar's dropdown buttons: the same look before and after the menus' code has loaded (TopBarMenus). */
export function AgencyMenuButton(props: MenuButtonProps) {
  return (
    <Button size="sm" variant="subtle" colorPalette="primary" data-testid="agency-menu" {...props}>
      {LAYOUT_TEXT.agencyArea}
      <ChevronDownIcon />
    </Button>
  );
}

export function NameMenuButton({ name, ...props }: MenuButtonProps & { name: string }) {
  return (
    <Button size="sm" variant="ghost" data-testid="viewer-name" hideBelow="sm" {...props}>
      {LAYOUT_TEXT.greeting(name)}
      <ChevronDownIcon />
    </Button>
  );
}
