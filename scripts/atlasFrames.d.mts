export { FRAMES, Role } from './atlas.mjs';
