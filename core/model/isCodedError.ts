/**
 * The type guard of an error class with a `code` from a const table (STYLE: errors are classes with a code).
 * `instanceof` fails for an error made in another realm (a host iframe), so an object with the class's `name`
 * and one of its codes counts too.
 */
export function isCodedError<T extends Error>(
  error: unknown,
  type: abstract new (...args: never[]) => T,
  name: string,
  codes: Readonly<Record<string, string>>,
): error is T {
  if (error instanceof type) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { name?: unknown; code?: unknown };
  return candidate.name === name && typeof candidate.code === 'string' && Object.hasOwn(codes, candidate.code);
}
