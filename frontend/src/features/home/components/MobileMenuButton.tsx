import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import type { MenuLink } from '../menu';

const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));

/** The mobile menu button; the drawer's code loads on the first tap. */
export function MobileMenuButton({ menu, actions }: { menu: readonly MenuLink[]; actions: readonly MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        aria-label="開啟選單"
        aria-expanded={open}
        variant="ghost"
        display={{ base: 'inline-flex', md: 'none' }}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <LuMenu />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawer menu={menu} actions={actions} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
