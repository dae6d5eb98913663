/**
 * A UUID in its canonical text form (any version, either case): the shape of every id we issue. The one
 * definition (issue 18): a lookup checks it before asking PostgreSQL, whose uuid columns reject anything else.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
