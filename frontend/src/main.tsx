import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startRouter } from './app/App';
import { loadRouteFileMapWhenIdle } from './app/route-files';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

void startRouter().then((router) =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);

loadRouteFileMapWhenIdle();
