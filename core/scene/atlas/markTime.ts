/**
 * A performance mark, where the page has the User Timing API (unit tests in Node may not). The slow profile's bench
 * (scripts/bench/slowVisit.mjs) reads the atlas's and the first scene's marks to split the time from the atlas's last
 * byte to the first road frame (issue 26).
 */
export const markTime = (name: string): void => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
};
