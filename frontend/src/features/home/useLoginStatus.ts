import { useEffect, useState } from 'react';

export interface LoginStatus {
  isLogin: boolean;
  memType: number | null;
}

interface LoginStatusResponse {
  data?: { isLogin?: boolean; memType?: number | null };
}

const LOGGED_OUT: LoginStatus = { isLogin: false, memType: null };

/**
 * SPEC §2.2/§3: fetched once by the home layout; any failure means logged out. The HTTP client loads with the request,
 * after the page's first paint: until the answer the header shows the guest's actions anyway.
 */
export function useLoginStatus(): LoginStatus {
  const [status, setStatus] = useState<LoginStatus>(LOGGED_OUT);
  useEffect(() => {
    const controller = new AbortController();
    import('../../lib/http')
      .then(({ post }) =>
        post<LoginStatusResponse>('/api/check_login/login_status', undefined, {
          signal: controller.signal,
          silent: true,
        }),
      )
      .then((response) => {
        const data = response?.data;
        setStatus(data?.isLogin ? { isLogin: true, memType: data.memType ?? null } : LOGGED_OUT);
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus(LOGGED_OUT);
      });
    return () => controller.abort();
  }, []);
  return status;
}
