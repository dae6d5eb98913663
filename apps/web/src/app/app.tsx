import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { prefetchFirstData } from './prefetch-first-data';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

function createStartingQueryClient() {
  const client = createQueryClient();
  prefetchFirstData(client);
  return client;
}

export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createStartingQueryClient);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
