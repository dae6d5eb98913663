import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: each page is its own chunk, loaded on first visit. The chunks of the page the
 * app opens on are fetched before the app starts: `first-pages.js` (written by the build from `first-pages.ts`)
 * adds their modulepreload links as soon as the HTML is read, beside the entry.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
export const SignupPage = lazyPage(() => import('@/features/auth/pages/signup-page'), 'SignupPage');
export const VerifyOtpPage = lazyPage(() => import('@/features/auth/pages/verify-otp-page'), 'VerifyOtpPage');
export const AuthCallbackPage = lazyPage(() => import('@/features/auth/pages/auth-callback-page'), 'AuthCallbackPage');
export const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
export const AcceptInvitationPage = lazyPage(
  () => import('@/features/auth/pages/accept-invitation-page'),
  'AcceptInvitationPage',
);
export const LogoutPage = lazyPage(() => import('@/features/auth/pages/logout-page'), 'LogoutPage');
export const ErrorPage = lazyPage(() => import('@/features/system/pages/error-page'), 'ErrorPage');
export const PaymentConfirmationPage = lazyPage(
  () => import('@/features/plans/pages/payment-confirmation-page'),
  'PaymentConfirmationPage',
);
export const OnboardingPage = lazyPage(() => import('./routes/onboarding-route'), 'OnboardingRoute');

export const AppShell = lazyPage(() => import('./layout/app-shell'), 'AppShell');

export const DashboardPage = lazyPage(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage');
export const AnalyticsPage = lazyPage(() => import('@/features/analytics/pages/analytics-page'), 'AnalyticsPage');
export const ProfilePage = lazyPage(() => import('@/features/profile/pages/profile-page'), 'ProfilePage');
export const SettingsPage = lazyPage(() => import('@/features/settings/pages/settings-page'), 'SettingsPage');
export const ReportsPage = lazyPage(() => import('@/features/reports/pages/reports-page'), 'ReportsPage');
export const ResponsesPage = lazyPage(() => import('@/features/responses/pages/responses-page'), 'ResponsesPage');
export const CustomersPage = lazyPage(() => import('@/features/customers/pages/customers-page'), 'CustomersPage');
export const TransactionsPage = lazyPage(
  () => import('@/features/transactions/pages/transactions-page'),
  'TransactionsPage',
);
export const ProjectsPage = lazyPage(() => import('@/features/projects/pages/projects-page'), 'ProjectsPage');
export const LoyaltyManagerPage = lazyPage(
  () => import('@/features/discounts/pages/loyalty-manager-page'),
  'LoyaltyManagerPage',
);
export const ConnectionsPage = lazyPage(
  () => import('@/features/connections/pages/connections-page'),
  'ConnectionsPage',
);
export const RulesPage = lazyPage(() => import('@/features/rules/pages/rules-page'), 'RulesPage');
export const PlansPage = lazyPage(() => import('@/features/plans/pages/plans-page'), 'PlansPage');
