/** One `## id: Title` section of a manual, forces or news file (core/content/manual/*.md). */
export interface ContentSection {
  id: string;
  title: string;
  /** The lines after the heading up to the next section, trimmed; `## Heading` lines inside stay as sub-headings. */
  body: string;
}

// A section heading names a lowercase id (or a number for news); sub-headings ("## Damage") have none.
const SECTION = /^## ([a-z0-9]+): (.+)$/;

/** Splits a content file into its sections, in file order. Text before the first section is ignored. */
export function parseSections(text: string): ContentSection[] {
  const sections: ContentSection[] = [];
  let current: { id: string; title: string; lines: string[] } | null = null;
  const close = () => {
    if (current) sections.push({ id: current.id, title: current.title, body: current.lines.join('\n').trim() });
  };
  for (const line of text.split(/\r?\n/)) {
    const heading = SECTION.exec(line);
    if (heading) {
      close();
      current = { id: heading[1] ?? '', title: (heading[2] ?? '').trim(), lines: [] };
    } else {
      current?.lines.push(line);
    }
  }
  close();
  return sections;
}
