/**
 * The floor of page speed (bench/lighthouse.ts): the portal's stack with nothing on it. React,
 * React Router, Mantine with the site's theme, and the site's frame (header and footer) around
 * a page that shows a heading and asks for no data; rendered at build time and hydrated, as the
 * site's pages are (web/main.tsx).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '../../web/styles/global.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from '../../web/app/app.tsx';
import { createQueryClient } from '../../web/app/query-client.ts';
import { floorRoutes } from './floor-routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const router = createBrowserRouter(floorRoutes, { hydrationData: {} });
startTransition(() => {
  hydrateRoot(root, <App router={router} queryClient={createQueryClient()} />);
});
