/**
 * Renders a page of the route table to HTML at build time (scripts/vite/prerender.ts), as the
 * tree main.tsx hydrates. There is no visitor at build time: the session is still loading, as
 * it is in the browser's first render, so a signed-in page is its layout and the sign-in
 * check's loader. prerender() waits for the lazily loaded parts, so the page itself is there.
 */
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { documentTitle, pageHandle } from './app/route-handle.ts';
import { appRoutes } from './app/routes.tsx';

/** The page's HTML and tab title, and its component, which names the page's chunk to the build. */
export type RenderedPage = { html: string; title: string; page: unknown };

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  try {
    const handle = pageHandle(router.state.matches.map((match) => match.route.handle));
    // Loaded even where the sign-in check keeps it from rendering: the build preloads its chunk.
    const page = await handle?.loadPage();
    const { prelude } = await prerender(<App router={router} queryClient={createQueryClient()} />, {
      // A part that fails here would be left for the browser to draw: fail the build instead.
      onError: (error) => {
        throw error;
      },
      // Every part in place, none sent after its loader with an inline script (which the
      // Content-Security-Policy forbids): React outlines parts larger than this many bytes.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    return {
      html: await new Response(prelude).text(),
      title: documentTitle(handle, new URLSearchParams()),
      page,
    };
  } finally {
    router.dispose();
  }
}
