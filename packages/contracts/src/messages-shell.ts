import { GENERAL_MESSAGES } from './messages-core.ts';

/**
 * Apart from messages-core.ts: the shell is a lazy page, so its words stay out of the first download (the route
 * error screen, which is in it, says "Try Again" through GENERAL_MESSAGES).
 */
/** The app shell: sidebar, top bar and their menus (spec 2 §2 "Sidebar and top bar"). */
export const SHELL_MESSAGES = {
  noBrandTitle: 'No brand yet',
  noBrandHint: 'Reviews, analytics and discounts belong to a brand. Add your first brand to start.',
  noBrandAction: 'Add a brand',
  noBrandAdminHint:
    'Your administrator account has no brand of its own. Customers and their brands are managed in Customers; add a brand to use these pages yourself.',
  noBrandAdminAction: 'Open Customers',
  navDashboard: 'Dashboard',
  navResponses: 'Bizamp Box',
  navAnalytics: 'Analytics',
  navLoyaltyManager: 'Loyalty Manager',
  navCustomers: 'Customers',
  navTransactions: 'Transactions',
  navPlans: 'Plans',
  navProfile: 'Profile',
  navConnections: 'Connections',
  navSettings: 'Settings',
  adminBadge: 'Admin',
  selectBrand: 'Select Brand',
  brandNotConnected: 'Not Connected',
  brandPartialSetup: 'Partial Setup',
  brandConnected: 'Connected',
  brandsLoadError: 'Error loading brands',
  noBrands: 'No brands found',
  signOut: 'Sign out',
  markAllAsRead: 'Mark all as read',
  viewAllComments: 'View All Comments',
  tryAgain: GENERAL_MESSAGES.tryAgain,
  comingSoon: 'Coming Soon',
} as const;
