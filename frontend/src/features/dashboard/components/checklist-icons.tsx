import { Lucide } from '../../../layouts/dashboard/shell-icons';

/**
 * The checklist's two lucide icons, drawn as react-icons draws them (checklist-icons.test.tsx compares): the
 * dashboard home's panels then load without react-icons' runtime and the app's whole lucide set (~2 kB brotli).
 */
export const CircleIcon = () => (
  <Lucide>
    <circle cx="12" cy="12" r="10" />
  </Lucide>
);

export const CircleCheckIcon = () => (
  <Lucide>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </Lucide>
);
