// The rule lives with the other pure rules, where the road's New Year look (core/scene/road) reads it too.
export { isNewYearSeason } from '../rules/newYearSeason.ts';
