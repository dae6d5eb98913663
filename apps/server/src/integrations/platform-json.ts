import { stripInvalidTextDeep } from '@bizamply/contracts';

/**
 * JSON a platform sends us (webhook bodies, API answers), parsed with NUL and unpaired surrogates removed from
 * every string: PostgreSQL cannot store them, and a review must be stored, not lost to a 500 the platform retries
 * forever. Signatures are checked on the raw bytes before this. Throws on invalid JSON, like JSON.parse.
 */
export const parsePlatformJson = (text: string): unknown => stripInvalidTextDeep(JSON.parse(text));
