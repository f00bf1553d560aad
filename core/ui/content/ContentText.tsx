import type { ReactNode } from 'react';

/**
 * A manual or news text as the server sends it (API.md "News and manuals"): "## " lines are sub-headings, "- "
 * lines list items, other lines paragraphs. Always rendered as text, never as markup.
 */
export function ContentText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = (): void => {
    if (items.length === 0) return;
    const list = items;
    blocks.push(
      <ul key={blocks.length}>
        {list.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>,
    );
    items = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) {
      items.push(line.slice(2));
      continue;
    }
    flush();
    if (line.startsWith('## ')) blocks.push(<h4 key={blocks.length}>{line.slice(3)}</h4>);
    else if (line.trim() !== '') blocks.push(<p key={blocks.length}>{line}</p>);
  }
  flush();
  return <div className="content-text">{blocks}</div>;
}
