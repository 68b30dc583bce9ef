import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startRouter } from './app/App';
import { loadRouteFileMapWhenIdle } from './app/route-files';
import { PRERENDERED_PAGE_WAIT_MS } from './app/router';
import { appSystem } from './app/theme';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A public page the gateway served prerendered (build/prerender.mjs) already shows its first screen. Once the router
// has the page's modules, the app hydrates it, in a transition so React splits the work into short tasks instead of
// one long one. Otherwise (no prerendered page, or its modules did not come in time) the app renders as before,
// replacing what is there.
const prerendered = container.firstElementChild !== null;

// Chakra's system (mostly its token dictionary) is the largest piece of the app's start-up: made in a task of its own
// after this module's evaluation, so a phone's main thread is not held by both in one long task. The router starts
// loading the page's modules meanwhile; whichever needs the system first makes it.
setTimeout(appSystem);

void startRouter(prerendered ? PRERENDERED_PAGE_WAIT_MS : undefined).then((router) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (prerendered && router.state.initialized) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});

loadRouteFileMapWhenIdle();
