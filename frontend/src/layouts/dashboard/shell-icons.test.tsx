import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  LuChevronDown,
  LuChevronRight,
  LuLogOut,
  LuMenu,
  LuPanelLeftClose,
  LuPanelLeftOpen,
  LuShoppingBag,
} from 'react-icons/lu';
import * as shell from './shell-icons';

const PAIRS: [string, ComponentType, ComponentType][] = [
  ['MenuIcon', shell.MenuIcon, LuMenu],
  ['PanelLeftCloseIcon', shell.PanelLeftCloseIcon, LuPanelLeftClose],
  ['PanelLeftOpenIcon', shell.PanelLeftOpenIcon, LuPanelLeftOpen],
  ['ShoppingBagIcon', shell.ShoppingBagIcon, LuShoppingBag],
  ['LogOutIcon', shell.LogOutIcon, LuLogOut],
  ['ChevronDownIcon', shell.ChevronDownIcon, LuChevronDown],
  ['ChevronRightIcon', shell.ChevronRightIcon, LuChevronRight],
];

const markup = (Icon: ComponentType) => render(<Icon />).container.innerHTML;

describe("the top bar's own icons", () => {
  it('are every icon the module exports', () => {
    expect(PAIRS.map(([name]) => name).sort()).toEqual(
      Object.keys(shell)
        .filter((name) => name !== 'Lucide')
        .sort(),
    );
  });

  it.each(PAIRS)('%s draws the same SVG as react-icons', (_name, Shell, ReactIcon) => {
    expect(markup(Shell)).toBe(markup(ReactIcon));
  });
});
