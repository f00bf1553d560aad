/** What a player sees for a text key with no translation (product §8 "Missing text keys show ???"). */
export const MISSING_TEXT = '???';

/**
 * Lingui's missing handler: the key shows as ??? and an error is logged, which client error reporting
 * forwards to the server (technical §8).
 */
export function createMissingHandler(log: (message: string) => void = (m) => console.error(m)) {
  return (locale: string, id: string): string => {
    log(`Missing message "${id}" in the "${locale}" catalog`);
    return MISSING_TEXT;
  };
}
