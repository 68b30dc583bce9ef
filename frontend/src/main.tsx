import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startRouter } from './app/App';
import { loadRouteFileMapWhenIdle } from './app/route-files';
import { PRERENDERED_PAGE_WAIT_MS } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A public page the gateway served prerendered (build/prerender.mjs) already shows its first screen. Once the router
// has the page's modules, the app hydrates it, in a transition so React splits the work into short tasks instead of
// one long one. Otherwise (no prerendered page, or its modules did not come in time) the app renders as before,
// replacing what is there.
const prerendered = container.firstElementChild !== null;

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
