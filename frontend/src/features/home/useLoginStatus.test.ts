import { renderHook, waitFor } from '@testing-library/react';
import { useLoginStatus } from './useLoginStatus';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();

/** The SPEC §3/§7 answer of POST /api/check_login/login_status, by its field names. */
function loginStatusAnswer(data: { isLogin: boolean; memType: number | null }): Response {
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: () => Promise.resolve({ data }),
    text: () => Promise.resolve(JSON.stringify({ data })),
  } as unknown as Response;
}

beforeAll(() => {
  Object.assign(globalThis, { fetch: fetchMock });
});
beforeEach(() => fetchMock.mockReset());

describe('useLoginStatus reads the SPEC names data.isLogin and data.memType', () => {
  it('takes a consumer (memType 3) as signed in', async () => {
    fetchMock.mockResolvedValue(loginStatusAnswer({ isLogin: true, memType: 3 }));

    const { result } = renderHook(() => useLoginStatus());

    await waitFor(() => expect(result.current).toEqual({ isLogin: true, memType: 3 }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/check_login/login_status');
  });

  it('takes isLogin false as signed out', async () => {
    fetchMock.mockResolvedValue(loginStatusAnswer({ isLogin: false, memType: null }));

    const { result } = renderHook(() => useLoginStatus());

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(result.current).toEqual({ isLogin: false, memType: null });
  });
});
