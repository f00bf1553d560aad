/**
 * What a spec file makes one per test (a server, a process), in the order of its tests, each made while the test
 * before runs: asking for one begins the next as well (issue 27: a start is seconds of one core, spent while the test
 * before waits on its page or its process). Each test still waits for its own, checks it and closes it, so at most
 * two are open at once. `closeAll` (the file's afterAll) closes what is left, such as one made for a test that did not
 * run (a filter, a failure before it); `close` must bear being called again on one its test closed.
 */
export function madeOneAhead<T>(
  order: readonly string[],
  make: (name: string) => Promise<T>,
  close: (made: T) => Promise<void>,
): { get: (name: string) => Promise<T>; closeAll: () => Promise<void> } {
  const made = new Map<string, Promise<T>>();
  const get = (name: string): Promise<T> => {
    const next = order[order.indexOf(name) + 1];
    for (const wanted of next === undefined ? [name] : [name, next]) {
      if (made.has(wanted)) continue;
      const making = make(wanted);
      // Looked at by its own test; until then a failure (or an expected refusal) is not an unhandled rejection.
      making.catch(() => undefined);
      made.set(wanted, making);
    }
    return made.get(name)!;
  };
  const closeAll = async (): Promise<void> => {
    await Promise.all([...made.values()].map((making) => making.then(close, () => undefined)));
  };
  return { get, closeAll };
}
