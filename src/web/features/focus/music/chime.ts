import { audioContextConstructor } from './audio-context.ts';
import { soundAllowed } from './autoplay.ts';

/** A rising major arpeggio (G5, C6, E6): clear enough to notice, soft enough not to startle. */
const CHIME_NOTES = [783.99, 1046.5, 1318.51];
const NOTE_GAP = 0.14;
const RING = 1.6;

/** Schedules the timer-end chime on any context; returns when it has died away. */
export function scheduleChime(
  context: BaseAudioContext,
  destination: AudioNode,
  when = context.currentTime,
  volume = 0.7,
): number {
  CHIME_NOTES.forEach((frequency, index) => {
    const start = when + index * NOTE_GAP;
    // A fundamental plus a quiet, quickly fading octave: a bell-like, glassy tone.
    for (const [ratio, level, ring] of [
      [1, 0.28, RING],
      [2, 0.08, RING * 0.4],
    ] as const) {
      const voice = context.createOscillator();
      voice.frequency.value = frequency * ratio;
      const gain = context.createGain();
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(level * volume, start + 0.008);
      gain.gain.setTargetAtTime(0, start + 0.008, ring / 5);
      voice.connect(gain).connect(destination);
      voice.start(start);
      voice.stop(start + ring * 1.5);
    }
  });
  return when + (CHIME_NOTES.length - 1) * NOTE_GAP + RING * 1.5;
}

let chimeContext: AudioContext | null = null;

/**
 * Plays the timer-end chime. Sound is a nicety: any failure (no Web Audio, autoplay refused) is
 * only a console warning, never an error that could stop the timer.
 */
export function playChime(volume = 0.7): void {
  // Before the page is used (a reload left running) the browser would only refuse and warn.
  if (!soundAllowed()) return;
  try {
    const Context = audioContextConstructor();
    if (!Context) {
      console.warn('Web Audio is not available: the timer-end chime is off.');
      return;
    }
    chimeContext ??= new Context();
    const context = chimeContext;
    if (context.state === 'suspended') {
      context.resume().catch((error: unknown) => console.warn('Could not play the chime.', error));
    }
    scheduleChime(context, context.destination, context.currentTime + 0.03, volume);
  } catch (error) {
    console.warn('Could not play the chime.', error);
  }
}
