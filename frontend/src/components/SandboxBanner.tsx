import { Box } from '@chakra-ui/react';

export const SANDBOX_BANNER_HEIGHT = 20;
/** CSS variable holding the banner height (0px outside sandbox), for sticky headers. */
export const BANNER_OFFSET_VAR = '--paydesk-banner-offset';
export const BELOW_BANNER = `var(${BANNER_OFFSET_VAR})`;
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
