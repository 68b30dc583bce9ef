import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print } from 'graphql';
import { AppInfoDocument } from '../graphql/documents/auth';
import { PermissionCatalogueDocument } from '../graphql/documents/permissions';
import { ViewerDocument } from '../graphql/documents/viewer';
import { showToast } from '../lib/toast';
import type { Viewer } from './access';
import { bootShell, resetShellData, SHELL_OPERATIONS, whenShellBooted } from './shell-viewer';
import { sellerViewer } from '../test/viewers';

const viewer: Viewer = sellerViewer({ id: '7' });
const catalogue = [{ key: 'trans_detail', type: 'LINK', bread: '交易明細', parentKey: null, sort: 1, area: 'trans' }];

const appInfo = { env: 'production', basePath: '', captchaLength: 4, idleLimitMs: 900_000 };
const fullAnswer = () =>
  json([{ data: { viewer } }, { data: { permissionCatalogue: catalogue } }, { data: { appInfo } }]);

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  resetShellData();
  const meta = Object.assign(document.createElement('meta'), { name: 'csrf-token', content: 'page-token' });
  document.head.appendChild(meta);
});
afterEach(() => document.head.querySelector('meta[name="csrf-token"]')?.remove());

describe('the back office shell boot request', () => {
  it('asks exactly the viewer, catalogue and app info queries Apollo sends (its cache adds __typename)', () => {
    const [viewerOperation, catalogueOperation, appInfoOperation] = SHELL_OPERATIONS;
    expect(print(parse(viewerOperation.query))).toBe(print(addTypenameToDocument(ViewerDocument)));
    expect(print(parse(catalogueOperation.query))).toBe(print(addTypenameToDocument(PermissionCatalogueDocument)));
    expect(print(parse(appInfoOperation.query))).toBe(print(addTypenameToDocument(AppInfoDocument)));
  });

  it('sends them in one batched POST with the page CSRF token, once per page load', async () => {
    const fetchShell = jest.fn(fullAnswer);

    const first = await bootShell(fetchShell);
    const again = await bootShell(fetchShell);

    expect(first).toEqual({ viewer, catalogue, idleLimitMs: 900_000 });
    expect(again).toBe(first);
    expect(fetchShell).toHaveBeenCalledTimes(1);
    const [url, init] = fetchShell.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-CSRF-TOKEN')).toBe('page-token');
    expect(JSON.parse(init.body as string)).toEqual(SHELL_OPERATIONS);
  });

  it('leaves a part that failed unknown, for Apollo to ask once it has loaded', async () => {
    const partly = jest.fn(() =>
      json([
        { data: { viewer } },
        { data: { permissionCatalogue: catalogue } },
        { data: null, errors: [{ message: 'down' }] },
      ]),
    );

    expect(await bootShell(partly)).toEqual({ viewer, catalogue, idleLimitMs: null });
  });

  it('gives a signed-out visitor no viewer and no catalogue, quietly (the guard sends it to the login page)', async () => {
    const fetchShell = jest.fn(() =>
      json([
        { data: { viewer: null } },
        { data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] },
        { data: { appInfo } },
      ]),
    );

    expect(await bootShell(fetchShell)).toEqual({
      viewer: null,
      catalogue: null,
      idleLimitMs: 900_000,
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('shows the SPEC §8 message on a failed request and asks again next time', async () => {
    const failing = jest.fn(() => json({ message: 'down' }, 503));

    expect(await bootShell(failing)).toEqual({ viewer: null, catalogue: null, idleLimitMs: null });
    expect(showToast).toHaveBeenCalledWith('系統錯誤 (Error503)');

    const answering = jest.fn(fullAnswer);
    expect((await bootShell(answering)).viewer).toEqual(viewer);
    expect(answering).toHaveBeenCalledTimes(1);
  });

  it('hands its answer to whoever waits for it (the Apollo runtime), at once when it is already there', async () => {
    const early = jest.fn();
    whenShellBooted(early);
    expect(early).not.toHaveBeenCalled();

    await bootShell(fullAnswer);
    const late = jest.fn();
    whenShellBooted(late);

    expect(early).toHaveBeenCalledWith({ viewer, catalogue, appInfo });
    expect(late).toHaveBeenCalledWith({ viewer, catalogue, appInfo });
  });
});
