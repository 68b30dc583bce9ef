import {
  APOLLO_RUNTIME,
  loadRouteFileMap,
  preloadRouteFiles,
  resetRouteFileMap,
  type RouteFileMap,
} from './route-files';

const MAP: RouteFileMap = {
  files: ['assets/AuthLayout-1.js', 'assets/LoginView-2.js', 'assets/apollo-runtime-3.js', 'assets/QAView-4.js'],
  routes: { login: [0, 1, 2], 'home.QA': [3] },
  apolloRuntime: [2],
};

const preloadLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

function announceMap(url: string | null) {
  document.head.querySelector('meta[name="route-files"]')?.remove();
  if (url === null) return;
  const meta = document.createElement('meta');
  meta.name = 'route-files';
  meta.content = url;
  document.head.appendChild(meta);
}

const answering = (body: unknown, ok = true) =>
  jest.fn((_url: string) => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response));

describe('preloading a route from the map the build wrote', () => {
  beforeEach(() => {
    resetRouteFileMap();
    document.head.innerHTML = '';
  });

  it('fetches the map the gateway names and preloads a route’s files once each', async () => {
    announceMap('./assets/route-files-9.json');
    const fetchMap = answering(MAP);

    await loadRouteFileMap(fetchMap);
    preloadRouteFiles('login');
    preloadRouteFiles(APOLLO_RUNTIME);
    preloadRouteFiles('home.QA');

    expect(fetchMap).toHaveBeenCalledWith('./assets/route-files-9.json');
    expect(preloadLinks()).toEqual([
      './assets/AuthLayout-1.js',
      './assets/LoginView-2.js',
      './assets/apollo-runtime-3.js',
      './assets/QAView-4.js',
    ]);
  });

  it('preloads nothing before the map has arrived, or for a route it does not know', async () => {
    announceMap('./assets/route-files-9.json');
    preloadRouteFiles('login');
    expect(preloadLinks()).toEqual([]);

    await loadRouteFileMap(answering(MAP));
    preloadRouteFiles('no.such.route');
    expect(preloadLinks()).toEqual([]);
  });

  it('does without a map when the page names none (vite dev) or it cannot be fetched', async () => {
    announceMap(null);
    const fetchMap = answering(MAP);
    await loadRouteFileMap(fetchMap);
    expect(fetchMap).not.toHaveBeenCalled();

    announceMap('./assets/route-files-9.json');
    await loadRouteFileMap(answering(null, false));
    await loadRouteFileMap(jest.fn(() => Promise.reject(new Error('offline'))));
    preloadRouteFiles('login');
    expect(preloadLinks()).toEqual([]);
  });
});
