// Mantine's global rules; each component's own stylesheet comes with the chunk that uses it
// (scripts/vite/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { appRoutes } from './app/routes.tsx';
import { yieldToBrowser } from './lib/yield-to-browser.ts';

// Zod compiles faster object parsers with new Function(), after probing once whether eval is
// allowed. Our Content-Security-Policy forbids eval, so the browser would report the refused
// probe as a policy violation on every page with a schema. Told before the first schema is
// built (they all come with the lazily loaded pages), zod parses the same way without probing.
// Its settings live on this global, which every copy of zod reads (zod/v4/core/core.js); set
// here, they cost the entry none of zod's code. The browser tests fail on any policy violation.
(globalThis as { __zod_globalConfig?: { jitless: boolean } }).__zod_globalConfig = {
  jitless: true,
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Evaluating this code, building the router and starting React each take a phone tens of
// milliseconds: one after the other in one task, they would keep a visitor's tap waiting
// (the total blocking time Lighthouse measures). Each gets a task of its own. (Not awaited at
// the top level of this module: the bundler then splits the app into many more chunks.)
void startApp(root);

async function startApp(container: HTMLElement) {
  await yieldToBrowser();
  const prerendered = container.hasChildNodes();
  // The router puts a page it draws at the top, but a page rendered at build time was there
  // before it and may have been scrolled: taken over at the top, a visitor would lose their
  // place, and the field they typed into could end at the bottom of the window, its
  // suggestions opened over what is above it. Told the page is hydrated (our routes have no
  // loaders, so it takes no data), the router leaves the first page where it is.
  const router = createBrowserRouter(appRoutes, prerendered ? { hydrationData: {} } : undefined);
  const app = <App router={router} queryClient={createQueryClient()} />;
  await yieldToBrowser();

  if (prerendered) {
    // The page was rendered at build time (scripts/vite/prerender.ts) and is already on screen:
    // React takes it over. As a transition, hydration yields to the browser between parts
    // instead of holding the main thread in one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The dev server and the pages not rendered at build time (those with a parameter).
    createRoot(container).render(app);
  }
}
