// Fills empty msgstr entries of a PO catalog from a TSV of `source<TAB>translation[<TAB>context=ctx]` lines.
// Usage: node scripts/po-fill.mjs core/i18n/locales/ru.po translations.tsv
import { readFileSync, writeFileSync } from 'node:fs';

const [poPath, tsvPath] = process.argv.slice(2);
const poString = (s) => JSON.stringify(s);
const table = new Map();
for (const line of readFileSync(tsvPath, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const [source, translation, ctx] = line.split('\t');
  const context = ctx?.startsWith('context=') ? ctx.slice('context='.length) : '';
  table.set(`${context}\u0004${source}`, translation);
}
const lines = readFileSync(poPath, 'utf8').split('\n');
let context = '';
let filled = 0;
for (let i = 0; i < lines.length; i++) {
  const line = lines[i];
  if (line.startsWith('msgctxt ')) context = JSON.parse(line.slice(8));
  if (line.startsWith('msgid ') && lines[i + 1] === 'msgstr ""') {
    const id = JSON.parse(line.slice(6));
    const t = table.get(`${context}\u0004${id}`);
    if (t !== undefined && id !== '') {
      lines[i + 1] = `msgstr ${poString(t)}`;
      filled++;
    }
  }
  if (line === '') context = '';
}
writeFileSync(poPath, lines.join('\n'));
console.log(`filled ${filled} entries`);
