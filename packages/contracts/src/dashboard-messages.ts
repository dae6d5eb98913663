/**
 * The dashboard's screen text (spec 2 "Dashboard", §8, §9). Spec text is exact; the block marked "ours" holds
 * labels the spec does not word (docs/spec-deviations.md).
 */
export const DASHBOARD_MESSAGES = {
  greeting: 'Welcome back, {name}',
  tabOverview: 'Overview',
  tabAnalytics: 'Analytics',
  tabReports: 'Reports',
  tabNotifications: 'Notifications',
  refresh: 'Refresh',
  viewAll: 'View All',
  totalReviews: 'Total Reviews',
  responseRate: 'Response Rate',
  averageRating: 'Average Rating',
  responseTime: 'Response Time',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  last90Days: 'Last 90 days',
  recentActivity: 'Recent Activity',
  noRecentActivity: 'No recent activity',
  recentTransactions: 'Recent Transactions',
  noRecentTransactions: 'No recent transactions',
  columnCustomerMessage: 'Customer Message',
  columnStatus: 'Status',
  columnDate: 'Date',
  columnCredits: 'Credits',
  productReviewVolume: 'Product Review Volume',
  noProductData: 'No Product Data',
  fetchFailed: 'Failed to fetch data',
  activitiesFailed: 'Failed to load activities',
  transactionsFailed: 'Failed to load transactions',
  notAvailable: 'N/A',
  // ours
  subtitle: "Here's how your brand is doing.",
  trendTitle: 'Trend',
  distributionTitle: 'Breakdown',
  chartPeriod: 'Chart period',
  horizontal: 'Horizontal',
  vertical: 'Vertical',
  vsPrevious: 'vs previous period',
  noPrevious: 'No previous period to compare',
  noChartData: 'No data for this period',
  searchPlaceholder: 'Search reviews and comments...',
  searchNoResults: 'No matching reviews or comments',
  searchFailed: 'Search failed',
} as const;

/** The dashboard's chart sets, one per KPI card (spec 2 Dashboard: reviews, response, rating, time). */
export const DASHBOARD_CHART_SETS = ['reviews', 'response', 'rating', 'time'] as const;
export type DashboardChartSet = (typeof DASHBOARD_CHART_SETS)[number];

/** Spec 2 §9: the dashboard lists. */
export const DASHBOARD_ACTIVITY_LIMIT = 6;
export const DASHBOARD_TRANSACTIONS_LIMIT = 8;
export const DASHBOARD_TEXT_CUT = 50;
/** Spec 2 Dashboard: product names cut at 15 characters (horizontal bars) or 10 (vertical). */
export const PRODUCT_LABEL_CUT = { horizontal: 15, vertical: 10 } as const;
/** Spec 2 Dashboard: the bar chart's period select (Last 7, 30, 90 days). */
export const DASHBOARD_BAR_PERIODS = ['7d', '30d', '90d'] as const;
export type DashboardBarPeriod = (typeof DASHBOARD_BAR_PERIODS)[number];
