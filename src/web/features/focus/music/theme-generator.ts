import type { MusicThemeKey } from '../../../../shared/domain/music-themes.ts';
import { createRandom, type Random, randomSeed } from './audio-kit.ts';
import { createBrainwave } from './brainwave.ts';
import type { ThemeGenerator } from './generator-shell.ts';
import { createInstrumentalPiano } from './instrumental-piano.ts';
import { createLofiBeats } from './lofi-beats.ts';
import { createNatureSounds } from './nature-sounds.ts';

export type { ThemeGenerator } from './generator-shell.ts';

export interface ThemeGeneratorOptions {
  /** Fixes the generator's random choices (for reproducible renders); random by default. */
  seed?: number;
}

type Factory = (
  context: BaseAudioContext,
  destination: AudioNode,
  random: Random,
) => ThemeGenerator;

const silent: Factory = () => ({ start() {}, stop() {} });

// A Record, so adding a theme to MUSIC_THEME_KEYS fails to compile until it has a generator.
const FACTORIES: Record<MusicThemeKey, Factory> = {
  SILENT_MODE: silent,
  LOFI_BEATS: createLofiBeats,
  NATURE_SOUNDS: createNatureSounds,
  INSTRUMENTAL_PIANO: createInstrumentalPiano,
  BRAINWAVE: createBrainwave,
};

/**
 * The focus-music generator of a theme, playing into `destination`. Works with a live
 * AudioContext and with an OfflineAudioContext (whose whole length is scheduled at start).
 */
export function createThemeGenerator(
  context: BaseAudioContext,
  theme: MusicThemeKey,
  destination: AudioNode,
  options: ThemeGeneratorOptions = {},
): ThemeGenerator {
  return FACTORIES[theme](context, destination, createRandom(options.seed ?? randomSeed()));
}
