import { createImpulseResponse, midiToFrequency, pick, type Random } from './audio-kit.ts';
import { defineGenerator, type ThemeGenerator } from './generator-shell.ts';
import { startStepScheduler } from './step-scheduler.ts';

const BPM = 66;
const STEP = 60 / BPM / 2; // an eighth note
const STEPS_PER_CHORD = 8;

/** Cmaj9, Am7(add11), Fmaj7, G6sus: roots for the left hand, upper voicings for the right. */
const PROGRESSION = [
  { root: 48, notes: [64, 67, 71, 74] },
  { root: 45, notes: [64, 67, 69, 72] },
  { root: 41, notes: [65, 69, 72, 76] },
  { root: 43, notes: [62, 67, 69, 74] },
];
// Indexes into a chord's notes per eighth; a broken chord that rises and settles.
const ARPEGGIO = [0, 1, 2, 3, 2, 1, 2, 0];

// Piano-like partials: mostly harmonic, the upper ones quieter and dying sooner.
const PARTIALS = [
  { ratio: 1, level: 1, decay: 1 },
  { ratio: 2, level: 0.42, decay: 0.6 },
  { ratio: 3, level: 0.16, decay: 0.4 },
  { ratio: 4.01, level: 0.07, decay: 0.28 },
];

function playNote(
  context: BaseAudioContext,
  output: AudioNode,
  note: number,
  time: number,
  velocity: number,
) {
  const frequency = midiToFrequency(note);
  // Low strings ring longer than high ones.
  const ring = 2.8 * (261.6 / frequency) ** 0.35;
  for (const partial of PARTIALS) {
    const voice = context.createOscillator();
    voice.type = partial.ratio === 1 ? 'triangle' : 'sine';
    voice.frequency.value = frequency * partial.ratio;
    const level = context.createGain();
    const decay = ring * partial.decay;
    level.gain.setValueAtTime(0, time);
    level.gain.linearRampToValueAtTime(0.12 * velocity * partial.level, time + 0.005);
    level.gain.setTargetAtTime(0, time + 0.005, decay / 4);
    voice.connect(level).connect(output);
    voice.start(time);
    voice.stop(time + decay * 1.8);
  }
}

/** Instrumental Piano: a slow, broken-chord progression with a gentle melody, in a soft room. */
export function createInstrumentalPiano(
  context: BaseAudioContext,
  destination: AudioNode,
  random: Random,
): ThemeGenerator {
  return defineGenerator(context, destination, (output, startTime) => {
    const piano = context.createGain();
    const room = context.createConvolver();
    room.buffer = createImpulseResponse(context, 3, random);
    const wet = context.createGain();
    wet.gain.value = 0.5;
    const dry = context.createGain();
    dry.gain.value = 0.85;
    piano.connect(dry).connect(output);
    piano.connect(room).connect(wet).connect(output);

    const scheduler = startStepScheduler(context, STEP, startTime, (index, time) => {
      const step = index % STEPS_PER_CHORD;
      const chord = PROGRESSION[Math.floor(index / STEPS_PER_CHORD) % PROGRESSION.length];
      if (!chord) return;
      // A human player is never exactly on the grid or equally loud.
      const at = time + random() * 0.02;
      const touch = () => 0.7 + random() * 0.3;
      if (step === 0) playNote(context, piano, chord.root, at, 1);
      if (step === 4) playNote(context, piano, chord.root + 7, at, 0.7);
      // Rests now and then let the phrase breathe.
      if (step !== 0 && random() < 0.18) return;
      const note = chord.notes[ARPEGGIO[step] ?? 0] ?? chord.root;
      playNote(context, piano, note, at + 0.01, touch() * 0.8);
      if ((step === 0 || step === 5) && random() < 0.6) {
        playNote(context, piano, pick(random, chord.notes) + 12, at + 0.03, touch());
      }
    });

    return { sources: [], scheduler };
  });
}
