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

export interface RoutePreloader {
  /**
   * The JS files the requested app path needs besides the entry; none for an unknown path or when the build wrote no
   * map (the page then loads as before, chunk after chunk).
   */
  filesOf(appPath: string): string[];
  /** The client's copy of the map (a hashed asset, relative to the build folder), null when the build wrote none. */
  clientMap: string | null;
}

/** Reads the route table's file map the build wrote down (frontend/build/route-preloads.mjs). */
export function routePreloader(frontendDist: string, appEnv: string): RoutePreloader {
  const file = path.join(frontendDist, '.vite', 'route-preloads.json');
  if (!fs.existsSync(file)) return { filesOf: () => [], clientMap: null };
  const { routes, routeFiles } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    routes: RoutePreload[];
    routeFiles?: string;
  };
  const patterns = routes.filter((route) => !route.envs || route.envs.includes(appEnv)).flatMap(patternsOf);
  return {
    filesOf: (appPath) => {
      let best: Pattern | null = null;
      for (const pattern of patterns)
        if (pattern.regex.test(appPath) && (!best || pattern.score > best.score)) best = pattern;
      return best?.files ?? [];
    },
    clientMap: routeFiles ?? null,
  };
}
