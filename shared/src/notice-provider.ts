/** The provider name in SPEC §7's POST /api/member/{provider}_notice_accept: the one path the client calls and the gateway serves. */
export const NOTICE_PROVIDER = 'paydesk';
