import { describe, expect, it } from 'vitest';
import { musicFor, roadMusic, type MusicInput } from './musicFor.ts';

const road = (stair: number, bestVictoryStair = 0, markers: string[] = []): MusicInput => ({
  scene: 'road',
  stair,
  bestVictoryStair,
  markers: new Set(markers),
});

describe('musicFor (technical "Music and sound")', () => {
  it('picks the road set by stair: 3 or less, up to 5, 10, 15, 500, then medieval above 500', () => {
    expect([1, 3].map((s) => musicFor(road(s)))).toEqual(['roadDawn', 'roadDawn']);
    expect([4, 5].map((s) => musicFor(road(s)))).toEqual(['roadMeadow', 'roadMeadow']);
    expect([6, 10].map((s) => musicFor(road(s)))).toEqual(['roadForest', 'roadForest']);
    expect([11, 15].map((s) => musicFor(road(s)))).toEqual(['roadHills', 'roadHills']);
    expect([16, 500].map((s) => musicFor(road(s)))).toEqual(['roadHighlands', 'roadHighlands']);
    expect(musicFor(road(501))).toBe('medieval');
  });

  it('above stair 500 opens a later set at best victories 3000, 4375 and 5250 once its marker is there', () => {
    expect(musicFor(road(600, 3000, ['arrived_to_miro']))).toBe('roadMirror');
    expect(musicFor(road(600, 2999, ['arrived_to_miro']))).toBe('medieval');
    expect(musicFor(road(600, 3000))).toBe('medieval');
    expect(musicFor(road(600, 4375, ['been_in_gw', 'arrived_to_miro']))).toBe('roadWall');
    expect(musicFor(road(600, 5250, ['p5_completed', 'been_in_gw']))).toBe('roadSummit');
    // A record without the later marker falls back to the highest set whose marker the player has.
    expect(musicFor(road(600, 5250, ['builders_started']))).toBe('roadMirror');
  });

  it('keeps the stair sets below 501 whatever the record', () => {
    expect(musicFor(road(12, 6000, ['p5_completed']))).toBe('roadHills');
  });

  it('plays the abyss and the dark world while the player is there, until the return marker', () => {
    expect(musicFor(road(2, 0, ['in_abyss']))).toBe('roadAbyss');
    expect(musicFor(road(700, 6000, ['been_in_dark', 'p5_completed']))).toBe('roadDark');
    expect(musicFor(road(700, 6000, ['been_in_dark', 'ret_f_dark', 'p5_completed']))).toBe('roadSummit');
  });

  it('plays battle and character selection music, and nothing on boot and loading scenes', () => {
    expect(musicFor({ ...road(700), scene: 'battle' })).toBe('battle');
    expect(musicFor({ ...road(700), scene: 'characterSelection' })).toBe('selection');
    expect(musicFor({ ...road(700), scene: 'none' })).toBeNull();
  });

  it('plays medieval music on the creature scene above stair 500, the road set below', () => {
    expect(musicFor({ ...road(501), scene: 'creature' })).toBe('medieval');
    expect(musicFor({ ...road(8), scene: 'creature' })).toBe(roadMusic(road(8)));
  });
});
