import { Box } from '@chakra-ui/react';
import { SANDBOX_BANNER_HEIGHT } from './sandbox-banner-size';

export const SANDBOX_BANNER_TEXT = '您目前位於 PayDesk 測試環境（Sandbox）';

/** SPEC §1: the thin fixed banner shown on every layout in the sandbox environment. */
export function SandboxBanner() {
  return (
    <Box
      role="status"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="banner"
      height={`${SANDBOX_BANNER_HEIGHT}px`}
      lineHeight={`${SANDBOX_BANNER_HEIGHT}px`}
      fontSize="xs"
      textAlign="center"
      color="white"
      bg="sandbox.banner"
      overflow="hidden"
      whiteSpace="nowrap"
    >
      {SANDBOX_BANNER_TEXT}
    </Box>
  );
}
