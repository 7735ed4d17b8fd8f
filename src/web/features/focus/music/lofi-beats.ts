import {
  createNoiseBuffer,
  createNoiseSource,
  midiToFrequency,
  modulate,
  type Random,
} from './audio-kit.ts';
import { defineGenerator, type ThemeGenerator } from './generator-shell.ts';
import { createCrackleBuffer, createDrumKit } from './lofi-drums.ts';
import { startStepScheduler } from './step-scheduler.ts';

const BPM = 80;
const STEP = 60 / BPM / 4; // a sixteenth note
const STEPS_PER_BAR = 16;
// Lazy swing: every off-beat sixteenth lands a little late.
const SWING = STEP * 0.28;

/** Fmaj9, Em7, Dm9, Cmaj7 (MIDI notes), with their roots two octaves down for the bass. */
const PROGRESSION = [
  { root: 41, chord: [57, 60, 64, 67] },
  { root: 40, chord: [55, 59, 62, 64] },
  { root: 38, chord: [53, 57, 60, 64] },
  { root: 36, chord: [52, 55, 59, 62] },
];

// Two bars of drums, as velocities per sixteenth (0 = rest).
const KICK = [
  1, 0, 0, 0, 0, 0, 0, 0.55, 0, 0, 0.85, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.8, 0, 0,
  0.5, 0, 0,
];
const SNARE = [
  0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0.3,
];
const HAT = [0.9, 0, 0.5, 0.25, 0.8, 0, 0.5, 0, 0.9, 0, 0.5, 0.25, 0.8, 0, 0.55, 0.3];

function playChord(
  context: BaseAudioContext,
  output: AudioNode,
  wobble: AudioNode,
  notes: number[],
  time: number,
  length: number,
) {
  for (const note of notes) {
    for (const detune of [-7, 7]) {
      const voice = context.createOscillator();
      voice.type = 'triangle';
      voice.frequency.value = midiToFrequency(note);
      voice.detune.value = detune;
      wobble.connect(voice.detune);
      const level = context.createGain();
      // A slow swell and a long release, like a soft electric piano pad.
      level.gain.setValueAtTime(0.0001, time);
      level.gain.exponentialRampToValueAtTime(0.06, time + 0.09);
      level.gain.exponentialRampToValueAtTime(0.035, time + length);
      level.gain.setTargetAtTime(0, time + length, 0.15);
      voice.connect(level).connect(output);
      voice.start(time);
      voice.stop(time + length + 1.2);
    }
  }
}

function playBass(context: BaseAudioContext, output: AudioNode, note: number, time: number) {
  const voice = context.createOscillator();
  voice.frequency.value = midiToFrequency(note);
  const level = context.createGain();
  level.gain.setValueAtTime(0.0001, time);
  level.gain.exponentialRampToValueAtTime(0.16, time + 0.02);
  level.gain.exponentialRampToValueAtTime(0.0001, time + 1.5);
  voice.connect(level).connect(output);
  voice.start(time);
  voice.stop(time + 1.55);
}

/** Lo-Fi Beats: a swung soft drum loop, warm low-passed seventh chords, bass and vinyl crackle. */
export function createLofiBeats(
  context: BaseAudioContext,
  destination: AudioNode,
  random: Random,
): ThemeGenerator {
  return defineGenerator(context, destination, (output, startTime) => {
    const warmth = context.createBiquadFilter();
    warmth.type = 'lowpass';
    warmth.frequency.value = 1100;
    warmth.Q.value = 0.6;
    warmth.connect(output);
    const sweep = modulate(context, warmth.frequency, 0.07, 350);
    // Tape wow: the chords' pitch drifts a few cents, slowly.
    const wow = context.createOscillator();
    wow.frequency.value = 0.6;
    const wobble = context.createGain();
    wobble.gain.value = 6;
    wow.connect(wobble);
    wow.start(startTime);

    const drumBus = context.createBiquadFilter();
    drumBus.type = 'lowpass';
    drumBus.frequency.value = 7000;
    drumBus.connect(output);
    const noise = createNoiseBuffer(context, 1, random);
    const drums = createDrumKit(context, drumBus, noise, random);

    const crackleFilter = context.createBiquadFilter();
    crackleFilter.type = 'highpass';
    crackleFilter.frequency.value = 900;
    const crackleLevel = context.createGain();
    crackleLevel.gain.value = 0.12;
    const crackle = context.createBufferSource();
    crackle.buffer = createCrackleBuffer(context, random);
    crackle.loop = true;
    crackle.connect(crackleFilter).connect(crackleLevel).connect(output);
    crackle.start(startTime);
    const hiss = createNoiseSource(context, noise, random);
    const hissLevel = context.createGain();
    hissLevel.gain.value = 0.006;
    hiss.connect(hissLevel).connect(output);

    const scheduler = startStepScheduler(context, STEP, startTime, (index, time) => {
      const step = index % KICK.length;
      const at = time + (index % 2 === 1 ? SWING : 0);
      const jitter = () => 0.85 + random() * 0.3;
      if (KICK[step]) drums.kick(at, (KICK[step] ?? 0) * jitter());
      if (SNARE[step]) drums.snare(at, (SNARE[step] ?? 0) * jitter());
      const hat = HAT[index % HAT.length] ?? 0;
      if (hat && random() > 0.08) drums.hat(at, hat * jitter());
      if (index % STEPS_PER_BAR === 0) {
        const bar = PROGRESSION[Math.floor(index / STEPS_PER_BAR) % PROGRESSION.length];
        if (!bar) return;
        playChord(context, warmth, wobble, bar.chord, time, STEP * STEPS_PER_BAR);
        playBass(context, output, bar.root, time);
      }
      if (index % STEPS_PER_BAR === 10) {
        const bar = PROGRESSION[Math.floor(index / STEPS_PER_BAR) % PROGRESSION.length];
        if (bar) playBass(context, output, bar.root + 7, at);
      }
    });

    return { sources: [sweep, wow, crackle, hiss], scheduler };
  });
}
