/**
 * Screen text of the Product Analytics and Transactions pages (spec 2 "Product Analytics", "Transactions
 * page", §8; spec 3 §8). Strings marked "ours" are not fixed by the spec.
 */

export const ANALYTICS_PAGE_MESSAGES = {
  title: 'Product Analytics',
  tabOverview: 'Overview',
  tabProducts: 'Products',
  tabEngagement: 'Engagement',
  tabPerformance: 'Performance',
  refreshNow: 'Refresh Now',
  export: 'Export',
  exportCsv: 'CSV',
  exportJson: 'JSON',
  liveData: 'Live Data',
  disconnected: 'Disconnected',
  autoRefresh: 'Auto-refresh: 30s',
  customerReviews: 'Customer Reviews',
  customerEngagement: 'Customer Engagement',
  responseSpeed: 'Response Speed',
  customerSatisfaction: 'Customer Satisfaction',
  totalProducts: 'Total Products',
  topPerformers: 'Top Performers',
  avgProductRating: 'Average Product Rating',
  totalCustomers: 'Total Customers',
  recentActivity: 'Recent Activity',
  newReviews: 'New Reviews',
  responsesGenerated: 'Responses Generated',
  responsesSent: 'Responses Sent',
  sent: 'Sent',
  draft: 'Draft',
  pending: 'Pending',
  columnProduct: 'Product',
  columnReviews: 'Reviews',
  columnCustomers: 'Customers',
  columnAvgRating: 'Avg Rating',
  columnResponseTime: 'Response Time',
  columnPlatforms: 'Platforms',
  viewAllProducts: 'View All Products',
  comingSoonTitle: 'More Analytics Coming Soon',
  predictiveAnalytics: 'Predictive Analytics',
  customerJourney: 'Customer Journey',
  sentimentAnalysis: 'Sentiment Analysis',
  customReports: 'Custom Reports',
  comingQ2: 'Coming Q2 2025',
  errorPrefix: 'Error loading analytics: ',
  loadFailed: 'Failed to load analytics data',
  exportWait: 'Please wait for data to load before exporting.',
  exportFailed: 'Export failed. Please try again.',
  // ours
  subtitle: 'How customers review, and how fast you answer, per product',
  lastUpdated: 'Last updated {time}',
  exportDone: 'Analytics exported to {file}',
  topProductsByReviews: 'Top Products by Reviews',
  platformDistribution: 'Platform Distribution',
  responseStatus: 'Response Status',
  byCustomers: 'Most Engaging by Customers',
  byFrequency: 'Most Engaging by Review Frequency',
  responseTimeByProduct: 'Response Time by Product',
  ratingByProduct: 'Rating by Product',
  productDetails: 'Product Details',
  showFewer: 'Show Fewer',
  thisWeek: '+{count} this week',
  needsAttention: 'Needs Attention',
  noProducts: 'No product reviews in this period',
  noTopPerformers: 'No product rates 4.5 or higher in this period',
  noNeedsAttention: 'No product needs attention',
  columnThisWeek: 'This Week',
  reviewsOverTime: 'Reviews over the last 30 days',
  columnSentiment: 'Sentiment',
  sentimentHint: 'Mean keyword score per review (love, great … +; bad, poor … −)',
  sentimentPositive: 'Positive',
  sentimentNeutral: 'Neutral',
  sentimentNegative: 'Negative',
} as const;

/** A product's mean sentiment score (spec 2 §5 keywords) as words: ±0.5 and beyond lean one way (issue 19 item 13). */
export function sentimentLabel(score: number): string {
  if (score >= 0.5) return ANALYTICS_PAGE_MESSAGES.sentimentPositive;
  if (score <= -0.5) return ANALYTICS_PAGE_MESSAGES.sentimentNegative;
  return ANALYTICS_PAGE_MESSAGES.sentimentNeutral;
}

export const TRANSACTIONS_PAGE_MESSAGES = {
  columnId: 'Transaction ID',
  columnBrand: 'Brand',
  columnType: 'Type',
  columnPlatform: 'Platform',
  columnCredits: 'Credits',
  columnStatus: 'Status',
  columnDate: 'Date',
  columnMessage: 'Message/Response',
  columnActions: 'Actions',
  tryAgain: 'Try again',
  errorRow: 'Error: {message}',
  today: 'Today',
  week: 'Week',
  export: 'Export',
  close: 'Close',
  detailsTitle: 'Transaction Details',
  detailType: 'Type',
  detailPlatform: 'Platform',
  detailCredits: 'Credits',
  detailStatus: 'Status',
  detailDate: 'Date & Time',
  detailDescription: 'Description',
  detailCustomerMessage: 'Customer Message',
  detailGeneratedResponse: 'Generated Response',
  detailCommentId: 'Comment ID',
  detailMetadata: 'Additional Information',
  // ours
  searchPlaceholder: 'Search transactions...',
  searchLabel: 'Search transactions',
  allTypes: 'All Types',
  allPlatforms: 'All Platforms',
  allStatuses: 'All Statuses',
  clearFilters: 'Clear filters',
  allDates: 'All dates',
  apply: 'Apply',
  viewDetails: 'View details',
  availableHint: '{percent}% of all credits left',
  usedHint: 'Spent on replies, all time',
  addedHint: 'Bonuses, packs and refunds, all time',
  exporting: 'Exporting...',
  subtitle: 'Every credit used and added on your account',
} as const;

/**
 * Spec 2 §9 response times: minutes under an hour, hours under a day, else days, one decimal; 'N/A' without
 * data. The same rule as the server's dashboard `avgResponseTime` text.
 */
export function formatResponseHours(hours: number | null): string {
  if (hours === null || !(hours > 0)) return 'N/A';
  const round1 = (value: number) => Math.round(value * 10) / 10;
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))}m`;
  if (hours < 24) return `${round1(hours)}h`;
  return `${round1(hours / 24)}d`;
}
