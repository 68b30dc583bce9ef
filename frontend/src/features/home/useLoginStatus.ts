import { useEffect, useState } from 'react';
import { cancellable, post } from '../../lib/http';

export interface LoginStatus {
  isLogin: boolean;
  memType: number | null;
}

interface LoginStatusResponse {
  data?: { isLogin?: boolean; memType?: number | null };
}

const LOGGED_OUT: LoginStatus = { isLogin: false, memType: null };

/** SPEC §2.2/§3: fetched once by the home layout; any failure means logged out. */
export function useLoginStatus(): LoginStatus {
  const [status, setStatus] = useState<LoginStatus>(LOGGED_OUT);
  useEffect(() => {
    const call = cancellable((signal) =>
      post<LoginStatusResponse>('/api/check_login/login_status', undefined, { signal, silent: true }),
    );
    call.promise
      .then((response) => {
        const data = response?.data;
        setStatus(data?.isLogin ? { isLogin: true, memType: data.memType ?? null } : LOGGED_OUT);
      })
      .catch(() => setStatus(LOGGED_OUT));
    return call.cancel;
  }, []);
  return status;
}
