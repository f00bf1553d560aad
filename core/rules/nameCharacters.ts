import { ErrorCode } from '../model/index.ts';
import type { ValidationFailure } from './ValidationFailure.ts';

/**
 * The form a name is checked, stored and compared in (issue 9): NFKC, so full-width letters, ligatures and other
 * compatibility forms become the plain characters they look like, then trimmed.
 */
export const normalizeName = (name: string): string => name.normalize('NFKC').trim();

// Characters that show nothing or change how the text around them is shown (issue 9): controls (Cc), format
// characters such as zero-width spaces and bidi overrides (Cf), private use (Co), lone surrogates (Cs), unassigned
// code points (Cn), the other default-ignorables (hangul fillers, variation selectors, the combining grapheme
// joiner), the braille blank, and every space but the plain one (NFKC already turned the wide ones into it).
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Default_Ignorable_Code_Point}\u2800]|[^\S ]/u;
// A combining mark with nothing to sit on: at the start of the name or after a space.
const BARE_MARK = /(?:^| )\p{M}/u;
// Digits, punctuation, symbols and combining marks shared by all scripts go with any of them.
const SHARED = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;

// ISO 15924 codes of every Unicode 17 script but Common and Inherited. An engine that does not know a script
// skips it; its letters then count as one unknown script.
const SCRIPT_CODES = `Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm
  Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm
  Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr
  Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc
  Mero Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr
  Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd
  Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa
  Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb`.split(/\s+/);

const SCRIPTS = SCRIPT_CODES.flatMap((code) => {
  try {
    return [{ code, pattern: new RegExp(`^\\p{scx=${code}}$`, 'u') }];
  } catch {
    return [];
  }
});

// UTS #39 §5.1: Japanese mixes Han, Hiragana and Katakana, Korean Han and Hangul, Chinese Han and Bopomofo.
const WRITING_SYSTEMS: Readonly<Record<string, readonly string[]>> = {
  Hani: ['Hanb', 'Jpan', 'Kore'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Hang: ['Kore'],
  Bopo: ['Hanb'],
};

/** The scripts a character is written in (its Script_Extensions), with the writing systems they belong to. */
const scriptsOf = (char: string): Set<string> => {
  const codes = SCRIPTS.filter((script) => script.pattern.test(char)).map((script) => script.code);
  if (codes.length === 0) return new Set(['Zzzz']);
  return new Set(codes.flatMap((code) => [code, ...(WRITING_SYSTEMS[code] ?? [])]));
};

/** True when no one script (or writing system) has all the name's letters and digits. */
const mixesScripts = (name: string): boolean => {
  let shared: string[] | null = null;
  for (const char of new Set(name)) {
    if (SHARED.test(char)) continue;
    const own = scriptsOf(char);
    shared = (shared ?? [...own]).filter((code) => own.has(code));
    if (shared.length === 0) return true;
  }
  return false;
};

/**
 * Refuses what makes a name look like another or like nothing (issue 9), in the name as `normalizeName` leaves it:
 * invisible, format and control characters or a bare combining mark (NAME_INVISIBLE_CHARACTERS), then letters of
 * more than one script, e.g. a Cyrillic "а" in a Latin name (NAME_MIXED_SCRIPTS).
 */
export const validateNameCharacters = (name: string): ValidationFailure | null => {
  const v = normalizeName(name);
  if (INVISIBLE.test(v) || BARE_MARK.test(v)) return { code: ErrorCode.NAME_INVISIBLE_CHARACTERS };
  if (mixesScripts(v)) return { code: ErrorCode.NAME_MIXED_SCRIPTS };
  return null;
};
