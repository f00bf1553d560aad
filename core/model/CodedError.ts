/**
 * The base of every error class of the game (STYLE habit 8: errors are classes with a code and context): a `code`
 * from the subclass's const table, a fixed `name`, and whatever context the subclass adds.
 */
export abstract class CodedError<C extends string> extends Error {
  /** Each subclass names itself with a literal, so a minified bundle keeps it and `codedErrorGuard` can check it. */
  abstract override readonly name: string;
  readonly code: C;

  constructor(code: C, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

/**
 * Makes the type guard of a `CodedError` subclass. `instanceof` fails for an error made in another realm (the game
 * runs inside host iframes), so an object with the class's `name` and one of its codes counts too (STYLE: ky's
 * type guards). `name` must be the literal the class sets, and `codes` must hold every code of the class.
 */
export function codedErrorGuard<T extends CodedError<string>>(
  type: abstract new (...args: never[]) => T,
  name: T['name'],
  codes: Readonly<Record<T['code'], T['code']>>,
): (error: unknown) => error is T {
  const known = new Set<unknown>(Object.values(codes));
  return (error: unknown): error is T => {
    if (error instanceof type) return true;
    if (typeof error !== 'object' || error === null) return false;
    const candidate = error as { name?: unknown; code?: unknown };
    return candidate.name === name && known.has(candidate.code);
  };
}
