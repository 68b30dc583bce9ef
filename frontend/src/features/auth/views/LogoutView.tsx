import { useEffect, useRef } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { withBasePath } from '../../../lib/env';
import { formPost } from '../../../lib/http';
import { AUTH_TEXT } from '../text';

/** Which login page a sign-out lands on (the gateway maps it to a path; it never takes a URL from the page). */
export type SignOutTarget = 'member' | 'buyer';

/**
 * Ends the session with a full-page form post (SPEC §7 formPost, CSRF token as the `_token` field) after clearing
 * local storage (SPEC §4): the gateway signs out and answers 303 to the login page, which the browser loads afresh
 * with the new session's CSRF meta — one round trip, and nothing of the old page's state survives.
 */
export function LogoutView({ target }: { target: SignOutTarget }) {
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.localStorage.clear();
    formPost(withBasePath('/api/member/logout'), { next: target });
  }, [target]);

  return <PageSpinner label={AUTH_TEXT.loggingOut} />;
}

export const MemberLogoutView = () => <LogoutView target="member" />;
export const BuyerLogoutView = () => <LogoutView target="buyer" />;
