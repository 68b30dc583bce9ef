import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { LuCircle, LuCircleCheck } from 'react-icons/lu';
import { CircleCheckIcon, CircleIcon } from './checklist-icons';

const markup = (Icon: ComponentType) => render(<Icon />).container.innerHTML;

describe("the onboarding checklist's own icons", () => {
  it.each([
    ['CircleIcon', CircleIcon, LuCircle],
    ['CircleCheckIcon', CircleCheckIcon, LuCircleCheck],
  ] as const)('%s draws the same SVG as react-icons', (_name, Own, ReactIcon) => {
    expect(markup(Own)).toBe(markup(ReactIcon));
  });
});
