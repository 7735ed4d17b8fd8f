/**
 * The framework-free focus-music engine: what a page needs to render a theme on any
 * AudioContext. The browser tests bundle this file on its own.
 */
export { BINAURAL_BEAT_HZ, BINAURAL_CARRIER_HZ } from './brainwave.ts';
export { scheduleChime } from './chime.ts';
export {
  createThemeGenerator,
  type ThemeGenerator,
  type ThemeGeneratorOptions,
} from './theme-generator.ts';
