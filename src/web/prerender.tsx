// The first paint of a page as markup, for the server to send inside the page (src/server/http/prerender.ts): the
// app's own first render, from the same data (the settings and the home page's gallery; the session still
// unknown), so the browser paints it before the scripts have downloaded and run, and main.tsx then hydrates it.
// Built by `vite build --ssr` (scripts/build/web.mjs).
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App, type PageData, seedPageData } from './app/app';

export function prerender(pathname: string, data: PageData): string {
  const queryClient = new QueryClient();
  seedPageData(queryClient, data);
  return renderToString(<App queryClient={queryClient} at={pathname} />);
}
