import { pathTo } from '../../../app/routes';
import { useEffect, useRef } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLogoutMutation } from '../../../graphql/generated';
import { hardNavigate } from '../../../lib/navigation';
import { AUTH_TEXT } from '../text';

/**
 * Ends the session, clears local storage (SPEC §4) and reloads the login page so the next
 * page carries a fresh CSRF meta.
 */
export function LogoutView({ target }: { target: string }) {
  const [logout] = useLogoutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .catch(() => undefined)
      .finally(() => {
        window.localStorage.clear();
        hardNavigate(target);
      });
  }, [logout, target]);

  return <PageSpinner label={AUTH_TEXT.loggingOut} />;
}

export const MemberLogoutView = () => <LogoutView target={pathTo('login')} />;
export const BuyerLogoutView = () => <LogoutView target={pathTo('login.buyer')} />;
