/**
 * The inbox's address (spec 2 §2, Customer Responses), owned by its feature: the router's route for the page, the
 * start's prefetch of the page's first data (app/prefetch-first-data.ts) and the ways into the inbox that start its
 * calls ahead (inbox-link-intent.ts) read it here. A module of its own, so the start takes only this string.
 */
export const INBOX_PATH = '/responses';
