// Constants the web's start-up reads (the API client's CSRF and brand headers): no schema here, so that importing
// them builds none. The system calls' schemas are in system-schemas.ts.
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const BRAND_HEADER = 'x-brand-id';
export const CSRF_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
