import { commentsResponseSchema } from '@bizamply/contracts';
import { createResponseSerializerCompiler } from '../../apps/server/src/plugins/serialization.ts';

/** The inbox route's compiled serializer as the app builds it (unverified), for the page-writing measurements. */
export const inboxPageSerializer = () =>
  createResponseSerializerCompiler({ verify: false })({
    schema: commentsResponseSchema,
    method: 'GET',
    url: '/bench',
    httpStatus: '200',
  }) as (value: unknown) => string;
