/** Code-unit order of two strings: the one order concurrent writers sort their keys by, so locks never cross. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
