import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { VerifyOtpFallback } from '@/features/auth/components/verify-otp-fallback';
import { hasShopParams } from '@/features/auth/lib/shop-params';
import { registerNavigator } from '@/lib/navigation';
import { INBOX_PATH } from '@/features/responses/inbox-path';
import { PublicOnly } from './guards/public-only';
import { Redirect } from './guards/redirect';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireOnboarding } from './guards/require-onboarding';
import { InboxRedirect, RootRedirect } from './guards/root-redirect';
import * as Pages from './lazy-pages';
import { LoadingScreen } from './loading-screen';
import { RouteError } from './route-error';
import { createRouterWindow } from './router-window';

function RootLayout() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** Every route of the spec's route tables (spec 1 §2, spec 2 §2, spec 3 §2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },

      // Public; a signed-in user is sent on, except to /signup with an install link (adding another store).
      { element: <PublicOnly />, children: [{ path: 'login', element: <Pages.LoginPage /> }] },
      {
        element: <PublicOnly allowSignedIn={hasShopParams} />,
        children: [{ path: 'signup', element: <Pages.SignupPage /> }],
      },

      // Public.
      {
        path: 'signup/verify-otp',
        element: (
          <Suspense fallback={<VerifyOtpFallback />}>
            <Pages.VerifyOtpPage />
          </Suspense>
        ),
      },
      { path: 'auth/callback', element: <Pages.AuthCallbackPage /> },
      // Issue 13 §9: password reset and invitations (the links carry their token in the fragment).
      { path: 'forgot-password', element: <Pages.ForgotPasswordPage /> },
      { path: 'reset-password', element: <Pages.ResetPasswordPage /> },
      { path: 'accept-invitation', element: <Pages.AcceptInvitationPage /> },
      { path: 'logout', element: <Pages.LogoutPage /> },
      { path: 'error', element: <Pages.ErrorPage /> },
      { path: 'payment-confirmation', element: <Pages.PaymentConfirmationPage /> },

      // Protected.
      {
        element: <RequireAuth />,
        children: [
          { path: 'onboarding', element: <Pages.OnboardingPage /> },
          { path: 'inbox', element: <InboxRedirect /> },
          {
            element: <Pages.AppShell />,
            children: [
              {
                element: <RequireOnboarding />,
                children: [
                  { path: 'dashboard', element: <Pages.DashboardPage /> },
                  { path: 'analytics', element: <Pages.AnalyticsPage /> },
                  { path: 'plans', element: <Pages.PlansPage /> },
                ],
              },
              { path: INBOX_PATH, element: <Pages.ResponsesPage /> },
              { path: 'rules', element: <Pages.RulesPage /> },
              { path: 'transactions', element: <Pages.TransactionsPage /> },
              { path: 'loyalty-manager', element: <Pages.LoyaltyManagerPage /> },
              { path: 'profile', element: <Pages.ProfilePage /> },
              { path: 'settings', element: <Pages.SettingsPage /> },
              { path: 'connections', element: <Pages.ConnectionsPage /> },
              { path: 'reports', element: <Pages.ReportsPage /> },
              { path: 'projects', element: <Pages.ProjectsPage /> },
              { element: <RequireAdmin />, children: [{ path: 'customers', element: <Pages.CustomersPage /> }] },
            ],
          },
        ],
      },

      { path: '*', element: <Redirect to="/" /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes, { window: createRouterWindow() });
  // Code outside components (the API client's 401 handling, the session) navigates through the router.
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
