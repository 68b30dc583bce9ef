import type { ReactNode } from 'react';

/**
 * The top bar's lucide icons, drawn here as react-icons draws them (shell-icons.test.tsx renders both and compares):
 * the back office's shell paints without react-icons' runtime and the app's whole lucide set, which travel in one
 * chunk (2.3 kB gzip of /auth/index's first load). The dashboard home's checklist draws its two with `Lucide` too
 * (features/dashboard/components/checklist-icons.tsx). Any other icon comes from react-icons/lu.
 */
export function Lucide({ children }: { children: ReactNode }) {
  return (
    <svg
      stroke="currentColor"
      fill="none"
      strokeWidth="2"
      viewBox="0 0 24 24"
      strokeLinecap="round"
      strokeLinejoin="round"
      height="1em"
      width="1em"
      xmlns="http://www.w3.org/2000/svg"
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Lucide>
    <line x1="4" x2="20" y1="12" y2="12" />
    <line x1="4" x2="20" y1="6" y2="6" />
    <line x1="4" x2="20" y1="18" y2="18" />
  </Lucide>
);

export const PanelLeftCloseIcon = () => (
  <Lucide>
    <rect width="18" height="18" x="3" y="3" rx="2" />
    <path d="M9 3v18" />
    <path d="m16 15-3-3 3-3" />
  </Lucide>
);

export const PanelLeftOpenIcon = () => (
  <Lucide>
    <rect width="18" height="18" x="3" y="3" rx="2" />
    <path d="M9 3v18" />
    <path d="m14 9 3 3-3 3" />
  </Lucide>
);

export const ShoppingBagIcon = () => (
  <Lucide>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
    <path d="M3 6h18" />
    <path d="M16 10a4 4 0 0 1-8 0" />
  </Lucide>
);

export const LogOutIcon = () => (
  <Lucide>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <polyline points="16 17 21 12 16 7" />
    <line x1="21" x2="9" y1="12" y2="12" />
  </Lucide>
);

export const ChevronDownIcon = () => (
  <Lucide>
    <path d="m6 9 6 6 6-6" />
  </Lucide>
);

export const ChevronRightIcon = () => (
  <Lucide>
    <path d="m9 18 6-6-6-6" />
  </Lucide>
);
