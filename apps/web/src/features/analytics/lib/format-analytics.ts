/** Chart labels are cut at 20 characters (spec 2 §9). */
export function chartLabel(name: string, max = 20): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}
