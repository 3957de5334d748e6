/** SPEC §2: ?state= is the 1-based index of the term; missing, invalid or out of range → the first. */
export function termIndex(state: string | undefined, count: number): number {
  if (!state || !/^[1-9]\d{0,3}$/.test(state)) return 0;
  const n = Number(state);
  return n <= count ? n - 1 : 0;
}
