import { expect, it } from 'vitest';
import { parseSections } from './parseSections.ts';

it('splits a file at its id headings and keeps sub-headings inside the section', () => {
  const text = 'preamble\n## road: The road\nFirst line.\n## Finds\n- a find\n\n## battles: Battles\nBlows.\n';
  expect(parseSections(text)).toEqual([
    { id: 'road', title: 'The road', body: 'First line.\n## Finds\n- a find' },
    { id: 'battles', title: 'Battles', body: 'Blows.' },
  ]);
});

it('answers no sections for a file without id headings', () => {
  expect(parseSections('## Just a heading\ntext')).toEqual([]);
});
