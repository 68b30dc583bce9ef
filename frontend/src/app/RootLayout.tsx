import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { ProgressBar } from '../components/ProgressBar';
import { BANNER_OFFSET_VAR, SANDBOX_BANNER_HEIGHT, SandboxBanner } from '../components/SandboxBanner';
import { getAppEnv } from '../lib/env';
import { documentTitle } from './paths';
import { useCurrentHandle } from './useCurrentRoute';

/** Wraps every layout: document title, navigation progress bar and the sandbox banner. */
export function RootLayout() {
  const navigation = useNavigation();
  const handle = useCurrentHandle();
  const sandbox = getAppEnv() === 'sandbox';

  useEffect(() => {
    document.title = documentTitle(handle);
  }, [handle]);

  return (
    <>
      <ProgressBar active={navigation.state !== 'idle'} />
      {sandbox ? <SandboxBanner /> : null}
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
