/**
 * The sandbox banner's room, which every layout keeps: apart from the banner itself (SandboxBanner.tsx), which loads
 * only in the sandbox, so no other environment's first load carries it.
 */
export const SANDBOX_BANNER_HEIGHT = 20;
/** CSS variable holding the banner height (0px outside sandbox), for sticky headers. */
export const BANNER_OFFSET_VAR = '--paydesk-banner-offset';
export const BELOW_BANNER = `var(${BANNER_OFFSET_VAR})`;
