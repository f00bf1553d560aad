// Stylesheets are imported for their effect: the build gathers them into css/ (rollup.config.mjs).
declare module '*.css';
