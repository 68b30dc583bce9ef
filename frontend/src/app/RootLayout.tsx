import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { BANNER_OFFSET_VAR, SANDBOX_BANNER_HEIGHT } from '../components/sandbox-banner-size';
import { getAppEnv } from '../lib/env';
import { documentTitle } from './paths';
import { useCurrentHandle } from './useCurrentRoute';

// The progress bar shows only while a navigation runs: its code loads with the first one, not before the first paint.
const ProgressBar = lazy(() => import('../components/ProgressBar').then((m) => ({ default: m.ProgressBar })));

// Only the sandbox shows the banner (its room is kept at once, so nothing moves when it arrives).
const SandboxBanner = lazy(() => import('../components/SandboxBanner').then((m) => ({ default: m.SandboxBanner })));

/** Wraps every layout: document title, navigation progress bar and the sandbox banner. */
export function RootLayout() {
  const navigation = useNavigation();
  const handle = useCurrentHandle();
  const sandbox = getAppEnv() === 'sandbox';
  const navigating = navigation.state !== 'idle';
  const [navigated, setNavigated] = useState(navigating);
  if (navigating && !navigated) setNavigated(true);

  useEffect(() => {
    document.title = documentTitle(handle);
  }, [handle]);

  return (
    <>
      {navigated ? (
        <Suspense fallback={null}>
          <ProgressBar active={navigating} />
        </Suspense>
      ) : null}
      {sandbox ? (
        <Suspense fallback={null}>
          <SandboxBanner />
        </Suspense>
      ) : null}
      <Box
        pt={sandbox ? `${SANDBOX_BANNER_HEIGHT}px` : undefined}
        minH="100vh"
        display="flex"
        flexDirection="column"
        css={{ [BANNER_OFFSET_VAR]: sandbox ? `${SANDBOX_BANNER_HEIGHT}px` : '0px' }}
      >
        <Outlet />
      </Box>
    </>
  );
}
