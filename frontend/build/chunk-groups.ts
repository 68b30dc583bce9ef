import { SHELL_RECIPES } from '../src/app/shell-recipes';

/**
 * Chakra recipes other than the shell's, and the anatomies they name, load with the components that render them
 * (src/components/chakra): the theme barrel the entry imports re-exports them, which alone would tag them as the
 * entry's.
 */
const RIDES_WITH_ITS_COMPONENT = new RegExp(
  `@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]theme[\\\\/]recipes[\\\\/](?!(${SHELL_RECIPES.join('|')})\\.js$)|anatomy`,
);

/**
 * The chunk groups of the build (vite.config.ts): first the shell, then Chakra's simple components, the top bar and the
 * plain requests.
 */
export function chunkGroups() {
  return [shellChunkGroup(), chakraBasicsGroup(), topBarGroup(), plainRequestsGroup()];
}

/**
 * Everything the entry imports statically in one chunk: every page needs all of it before its first paint, and one
 * file compresses ~4 kB smaller than the dozen small shared chunks automatic splitting made of it. It also keeps
 * Apollo's React context (src/app/deferred-apollo.tsx) apart from the hooks' shared chunk (rxjs and more), which stays
 * behind the Apollo runtime.
 */
function shellChunkGroup() {
  return {
    name: 'shell',
    tags: ['$initial' as const],
    test: (id: string) => !RIDES_WITH_ITS_COMPONENT.test(id),
    // What the entry imports statically is tagged $initial already; followed from the captured modules, the theme
    // barrel's re-exports would pull the recipes left out above back in.
    includeDependenciesRecursively: false,
  };
}

/** Chakra's layout and type components without a multipart recipe, as its package lays them out. */
const CHAKRA_BASICS =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](absolute-center|badge|box|button|center|close-button|code|container|flex|grid|group|heading|icon|icon-button|image|link|loader|separator|simple-grid|skeleton|span|spinner|stack|typography|visually-hidden)[\\/]/;

/**
 * The ones the shell does not already hold go to one chunk: every page uses most of them, and split by which pages
 * share them they made a dozen files of a few hundred bytes on each route (gzip compresses one file better).
 */
function chakraBasicsGroup() {
  return { name: 'chakra-basics', test: CHAKRA_BASICS };
}

/** The signed-in layouts' top bar with the breadcrumbs and icons it shares with the dashboard layout. */
const TOP_BAR =
  /src[\\/](layouts[\\/]dashboard[\\/](TopBar|Breadcrumbs|MenuButtons|shell-icons)\.tsx|lib[\\/]load-on-intent\.ts)$/;

/**
 * The top bar and the loader its dropdowns come through (lib/load-on-intent.ts) in one chunk: the loader is shared with
 * ClickTip, which alone would make it a file of its own (~0.4 kB gzip) before every back office page's first paint;
 * ClickTip is only used on back office pages, which have the top bar anyway.
 */
function topBarGroup() {
  return { name: 'TopBar', test: TOP_BAR, includeDependenciesRecursively: false };
}

/**
 * The requests made without Apollo Client or the HTTP client: the headers of every request to the gateway, the plain
 * GraphQL POST (src/lib) and the back office shell's boot request that uses them (src/app/shell-viewer.ts). The shell,
 * the public pages' reference figures and the REST client share them; one file costs the back office's first paint
 * less than two (its budget is the 150 kB target itself).
 */
function plainRequestsGroup() {
  return {
    name: 'plain-requests',
    test: /src[\\/](lib[\\/](request-headers|plain-graphql)|app[\\/]shell-viewer)\.ts$/,
  };
}
