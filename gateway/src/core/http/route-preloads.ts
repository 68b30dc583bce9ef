import fs from 'node:fs';
import path from 'node:path';

/** One row of dist/.vite/route-preloads.json (written by frontend/build/route-preloads.mjs from the route table). */
interface RoutePreload {
  name: string;
  /** As the client router matches it: ':id' one segment, ':id?' an optional one. */
  path: string;
  /** Null when the route exists in every environment. */
  envs: string[] | null;
  /** The route's layout and page chunks with their static imports, relative to the build folder. */
  files: string[];
}

interface Pattern {
  regex: RegExp;
  score: number;
  files: string[];
}

/** '/login/:id?' -> '/login' and '/login/:id', the way the client router expands optional segments. */
function expandOptional(segments: string[]): string[][] {
  const at = segments.findIndex((segment) => segment.endsWith('?'));
  if (at < 0) return [segments];
  const required = segments.map((segment, i) => (i === at ? segment.slice(0, -1) : segment));
  const without = segments.filter((_, i) => i !== at);
  return [...expandOptional(required), ...expandOptional(without)];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Like the client router's ranking: a static segment outweighs a parameter, so '/login/buyer' beats '/login/:id'. */
function patternsOf(route: RoutePreload): Pattern[] {
  return expandOptional(route.path.split('/').filter(Boolean)).map((segments) => ({
    regex: new RegExp(
      `^/${segments.map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegex(s))).join('/')}/?$`,
      // The client router matches paths case-insensitively by default.
      'i',
    ),
    score: segments.reduce((sum, s) => sum + (s.startsWith(':') ? 3 : 10), 0),
    files: route.files,
  }));
}

/**
 * The JS files the requested app path needs besides the entry, from the route table the build wrote down; none for
 * an unknown path or when the build has no such file (the page then loads as before, chunk after chunk).
 */
export function routePreloader(frontendDist: string, appEnv: string): (appPath: string) => string[] {
  const file = path.join(frontendDist, '.vite', 'route-preloads.json');
  if (!fs.existsSync(file)) return () => [];
  const { routes } = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: RoutePreload[] };
  const patterns = routes.filter((route) => !route.envs || route.envs.includes(appEnv)).flatMap(patternsOf);
  return (appPath) => {
    let best: Pattern | null = null;
    for (const pattern of patterns)
      if (pattern.regex.test(appPath) && (!best || pattern.score > best.score)) best = pattern;
    return best?.files ?? [];
  };
}
