/**
 * The inbox's address (spec 2 §2, Customer Responses): the router's route for the page and the start's prefetch of
 * the page's first data (prefetch-first-data.ts) read it here.
 */
export const INBOX_PATH = '/responses';
