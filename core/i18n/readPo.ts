/** One entry of a PO catalog. */
export interface PoEntry {
  msgid: string;
  msgstr: string;
}

function unquote(line: string): string {
  const match = /^"(.*)"$/.exec(line.trim());
  if (!match) throw new Error(`PO: expected a quoted string, got ${line}`);
  return JSON.parse(`"${match[1]}"`) as string;
}

/**
 * Reads the msgid/msgstr pairs of a PO file (the header entry, with the empty msgid, left out). Enough of
 * the format for our catalogs' checks: no plural forms, no contexts.
 */
export function readPo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { msgid: string; msgstr: string } | null = null;
  let field: 'msgid' | 'msgstr' | null = null;
  const flush = (): void => {
    if (current && current.msgid !== '') entries.push(current);
    current = null;
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (line === '' && current && field === 'msgstr') flush();
      continue;
    }
    if (line.startsWith('msgid ')) {
      flush();
      current = { msgid: unquote(line.slice(6)), msgstr: '' };
      field = 'msgid';
    } else if (line.startsWith('msgstr ')) {
      if (!current) throw new Error('PO: msgstr without msgid');
      current.msgstr = unquote(line.slice(7));
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  flush();
  return entries;
}
