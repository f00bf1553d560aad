// The sprites of the atlas: which game-icons silhouette (CC BY 3.0), which colours, which role (scripts/atlas.mjs
// paints them).

/** What a sprite is decides its pedestal (resource, place), or a badge (marker), or none (decor). */
export const Role = {
  resource: 'resource',
  place: 'place',
  marker: 'marker',
  decor: 'decor',
};

/**
 * imageId → { icon: game-icons name, top/bottom: body colours, role }. One table for every sprite the client
 * draws; the ids are the ones core/content hands out for places (PLACE_IMAGE_IDS, finds, event currencies) plus
 * the client's own markers and roadside decoration. Heroes, companions and creatures have none: every one of them
 * is a 3D figure (core/content/figures, issue 24), and their portraits are drawn from the same figures.
 */
const f = (icon, top, bottom, role) => ({ icon, top, bottom, role });
export const FRAMES = {
  // resources on a stone plinth
  gold: f('coins-pile', '#fff0a0', '#c98a12', Role.resource),
  crystal: f('crystal-growth', '#ffa0a8', '#b0202e', Role.resource),
  potion: f('floating-crystal', '#a8dcff', '#2a52c8', Role.resource),
  mithril: f('emerald', '#9fffc8', '#138a52', Role.resource),
  chest: f('chest', '#f0c070', '#7a4620', Role.resource),
  // places on a mossy stone disc
  lair: f('cave-entrance', '#b8b0c0', '#3c3448', Role.place),
  'skill-attack': f('crossed-swords', '#f4f4ff', '#8a2a2a', Role.place),
  'skill-defence': f('round-shield', '#cfe0ff', '#2e4f9a', Role.place),
  'skill-health': f('heart-plus', '#ffb0b8', '#c0182e', Role.place),
  scroll: f('tied-scroll', '#fff4d0', '#b88a4a', Role.place),
  talker: f('talk', '#ffffff', '#7a9ac8', Role.place),
  signpost: f('direction-signs', '#e8c08a', '#7a4a22', Role.place),
  turn: f('crossroad', '#f0e0a0', '#8a6a2a', Role.place),
  portal: f('portal', '#e0b0ff', '#5a1ab0', Role.place),
  artifact: f('broadsword', '#e0f0ff', '#6a5ab0', Role.place),
  // the finds of the road (core/content/roadFinds.ts, issue 11)
  amulet: f('gem-pendant', '#c8fff0', '#1a8a7a', Role.place),
  rune: f('rune-stone', '#d8e4ff', '#3a4a8a', Role.place),
  flask: f('round-potion', '#ffb8d0', '#b0205a', Role.place),
  'spell-scroll': f('scroll-unfurled', '#fff0c0', '#a0602a', Role.place),
  wanderer: f('hooded-figure', '#e8dcc0', '#5a4a3a', Role.place),
  // the seasonal events' currency places on the road (core/content/events.ts, fixtures/server eventRoadPlaces)
  event_easterEgg: f('easter-egg', '#fff0c8', '#c0508a', Role.resource),
  event_birthdayHat: f('party-hat', '#ffe08a', '#c02a7a', Role.resource),
  event_fern: f('fern', '#c8ff9a', '#1f7a3a', Role.resource),
  event_apple: f('shiny-apple', '#ffb0a0', '#b0201e', Role.resource),
  event_books: f('bookshelf', '#f0d8a8', '#6a3a1e', Role.resource),
  event_pumpkin: f('pumpkin', '#ffc060', '#c0500e', Role.resource),
  // battle markers: round badges
  'effect-frozen': f('snowflake-2', '#e8fbff', '#3aa8e0', Role.marker),
  'effect-poisoned': f('poison-bottle', '#d8ff9a', '#3a8a1a', Role.marker),
  'skill-poison': f('poison-bottle', '#d8ff9a', '#3a8a1a', Role.marker),
  'skill-immortality': f('ankh', '#fff0a0', '#c08a10', Role.marker),
  // roadside decoration (small cells; the road tints them per theme)
  stairs: f('stairs', '#d0c8d8', '#6a6078', Role.decor),
  tree: f('pine-tree', '#7fd67a', '#1f5a32', Role.decor),
  'tree-fruit': f('fruit-tree', '#9ae07a', '#3a6a2a', Role.decor),
  'tree-birch': f('birch-trees', '#f4f4ec', '#7a7a70', Role.decor),
  'tree-willow': f('willow-tree', '#8ab86a', '#2a4a2a', Role.decor),
  'tree-dead': f('dead-wood', '#a08a7a', '#3a2a2a', Role.decor),
  'tree-evil': f('evil-tree', '#9a7ab0', '#2a1a3a', Role.decor),
  rock: f('rock', '#c0bac8', '#54506a', Role.decor),
  stones: f('stone-pile', '#b8b2a8', '#4e4a44', Role.decor),
  flowers: f('flowers', '#ffe08a', '#d04a7a', Role.decor),
  grass: f('high-grass', '#a8e07a', '#2e6a2a', Role.decor),
  bush: f('berry-bush', '#7ac86a', '#2a5a2a', Role.decor),
  mushrooms: f('spotted-mushroom', '#ff8a6a', '#8a2a2a', Role.decor),
  tombstone: f('tombstone', '#c8c4d8', '#4a4660', Role.decor),
  columns: f('ancient-columns', '#e8e0d0', '#6a6050', Role.decor),
  torch: f('torch', '#ffd05a', '#8a4a1a', Role.decor),
  lantern: f('lantern', '#ffe9a0', '#6a4a2a', Role.decor),
};
