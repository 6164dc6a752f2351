import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from './app/auth';
import { LazyToaster } from './app/lazy-toaster';
import { SETTINGS_KEY, settingsQuery } from './app/settings';
import { ApiError } from './lib/api';
import { AppRoutes } from './router';

// The site's CSP forbids eval: zod must neither compile its parsers with it nor probe for it (the browser
// reports the probe as a CSP violation). zod reads its settings from this global (shared by every copy of
// the library), so it is set here, before any page chunk builds a schema, without loading zod itself.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// The header of every page shows the society's name, and so do the home and sign-in pages' largest text. The
// server sends the settings with the page (src/server/http/web-page.ts); without them, ask now, ahead of the page's
// code that the first render requests.
const sentSettings = document.getElementById('society-settings')?.textContent;
if (sentSettings) queryClient.setQueryData(SETTINGS_KEY, JSON.parse(sentSettings));
else void queryClient.prefetchQuery(settingsQuery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRoutes />
        <LazyToaster />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
