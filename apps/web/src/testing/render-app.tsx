import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppRouterContext } from '@/app/app-router-context';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { registerNavigator } from '@/lib/navigation';

/** The whole app (providers, session, every route) on a memory router starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerNavigator((to, options) => void router.navigate(to, options));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <AppRouterContext value={router}>
        <RouterProvider router={router} />
      </AppRouterContext>
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
