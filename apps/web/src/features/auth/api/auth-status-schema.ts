// Its own module so that the status check at start loads zod and this one schema beside the request, not
// with the app's first JavaScript.
export { authStatusResponseSchema } from '@bizamply/contracts';
