import { useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppRouterContext } from './app-router-context';
import { prefetchFirstData } from './prefetch-first-data';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

function createStartingQueryClient() {
  const client = createQueryClient();
  prefetchFirstData(client);
  return client;
}

interface AppProps {
  /** The build's prerendering draws an address with a memory router; the browser uses its own history. */
  createRouter?: () => DataRouter;
}

export function App({ createRouter = createAppRouter }: AppProps) {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createStartingQueryClient);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouterContext value={router}>
        <RouterProvider router={router} />
      </AppRouterContext>
    </AppProvider>
  );
}
