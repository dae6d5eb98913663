/** Loaded by live-stream.ts beside its request (see there). */
export { liveEndSchema, liveEventSchema } from '@bizamply/contracts';
