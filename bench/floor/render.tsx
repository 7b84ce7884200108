/** Renders the floor page to HTML at build time (vite.config.ts), as the site's pages are. */
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '../../web/app/app.tsx';
import { createQueryClient } from '../../web/app/query-client.ts';
import { floorRoutes } from './floor-routes.tsx';

export async function renderFloor(): Promise<string> {
  const router = createMemoryRouter(floorRoutes);
  const { prelude } = await prerender(<App router={router} queryClient={createQueryClient()} />);
  return new Response(prelude).text();
}
