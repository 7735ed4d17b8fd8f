import { DEFAULT_MUSIC_THEME, type MusicThemeKey } from '../../../../shared/domain/music-themes.ts';
import { audioContextConstructor } from './audio-context.ts';
import { ACTIVATION_EVENTS, soundAllowed } from './autoplay.ts';
import { createThemeGenerator, type ThemeGenerator } from './theme-generator.ts';

export interface MusicState {
  theme: MusicThemeKey;
  playing: boolean;
  /** 0 to 1, as the volume control shows it. */
  volume: number;
}

export interface MusicPlayer {
  update(state: MusicState): void;
  /**
   * True while music should play but the browser holds it back until the page is used (after
   * a reload). The first click or key press anywhere, or `resume()` from one, plays it.
   */
  isBlocked(): boolean;
  subscribe(listener: () => void): () => void;
  /** Plays the music held back; call it from a click. */
  resume(): void;
  dispose(): void;
}

// After a pause the context is suspended (no CPU, no audio thread) once the fade-out is over.
const SUSPEND_AFTER_MS = 1500;
const VOLUME_SMOOTHING = 0.08;

function warn(message: string, error?: unknown) {
  console.warn(`Focus music: ${message}`, ...(error === undefined ? [] : [error]));
}

/** Human hearing is roughly logarithmic: a squared slider feels even from quiet to loud. */
export function volumeToGain(volume: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(volume) ? volume : 0));
  return clamped * clamped;
}

/**
 * Owns one AudioContext, created only when music first plays (browsers allow audio only after
 * a user gesture, such as pressing Start). Audio is a nicety: every failure is a warning.
 */
export function createMusicPlayer(): MusicPlayer {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let current: { theme: MusicThemeKey; generator: ThemeGenerator } | null = null;
  let suspendTimer: ReturnType<typeof setTimeout> | undefined;
  let unavailable = false;
  let blocked = false;
  const listeners = new Set<() => void>();
  let state: MusicState = { theme: DEFAULT_MUSIC_THEME, playing: false, volume: 0 };

  const onActivation = () => player.resume();
  const setBlocked = (value: boolean) => {
    if (blocked === value) return;
    blocked = value;
    for (const event of ACTIVATION_EVENTS) {
      if (value) window.addEventListener(event, onActivation, { capture: true });
      else window.removeEventListener(event, onActivation, { capture: true });
    }
    for (const listener of listeners) listener();
  };

  const open = (): AudioContext | null => {
    if (context || unavailable) return context;
    const Context = audioContextConstructor();
    try {
      if (!Context) throw new Error('Web Audio is not available in this browser.');
      context = new Context();
      master = context.createGain();
      master.gain.value = volumeToGain(state.volume);
      master.connect(context.destination);
    } catch (error) {
      unavailable = true;
      context = null;
      warn('music is off.', error);
    }
    return context;
  };

  const stopCurrent = () => {
    try {
      current?.generator.stop();
    } catch (error) {
      warn('could not stop the music.', error);
    }
    current = null;
  };

  const player: MusicPlayer = {
    update(next) {
      state = next;
      try {
        if (context && master) {
          master.gain.setTargetAtTime(
            volumeToGain(state.volume),
            context.currentTime,
            VOLUME_SMOOTHING,
          );
        }
        const wanted = state.playing && state.theme !== 'SILENT_MODE';
        if (!wanted) {
          setBlocked(false);
          stopCurrent();
          clearTimeout(suspendTimer);
          const idle = context;
          suspendTimer = setTimeout(() => {
            if (idle?.state === 'running') idle.suspend().catch(() => undefined);
          }, SUSPEND_AFTER_MS);
          return;
        }
        if (current?.theme === state.theme) return;
        // Nothing is created before the browser allows sound: it would only warn, note by note.
        if (!context && !soundAllowed()) {
          setBlocked(true);
          return;
        }
        setBlocked(false);
        const live = open();
        if (!live || !master) return;
        clearTimeout(suspendTimer);
        if (live.state !== 'running') {
          live.resume().catch((error: unknown) => warn('the browser did not allow audio.', error));
        }
        // The old theme fades out while the new one fades in: a crossfade, not a cut.
        stopCurrent();
        const generator = createThemeGenerator(live, state.theme, master);
        generator.start();
        current = { theme: state.theme, generator };
      } catch (error) {
        warn('could not play the music.', error);
      }
    },
    isBlocked: () => blocked,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resume() {
      player.update(state);
    },
    dispose() {
      listeners.clear();
      setBlocked(false);
      clearTimeout(suspendTimer);
      stopCurrent();
      const closing = context;
      context = null;
      master = null;
      closing?.close().catch(() => undefined);
    },
  };
  return player;
}
