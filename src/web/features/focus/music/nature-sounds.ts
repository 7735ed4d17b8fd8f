import { createNoiseBuffer, createNoiseSource, modulate, type Random } from './audio-kit.ts';
import { defineGenerator, type ThemeGenerator } from './generator-shell.ts';
import { startStepScheduler } from './step-scheduler.ts';

const STEP = 0.05;

function filtered(
  context: BaseAudioContext,
  type: BiquadFilterType,
  frequency: number,
  q: number,
): BiquadFilterNode {
  const filter = context.createBiquadFilter();
  filter.type = type;
  filter.frequency.value = frequency;
  filter.Q.value = q;
  return filter;
}

/** One short rising whistle; a phrase is two to five of them. */
function chirp(context: BaseAudioContext, output: AudioNode, time: number, random: Random) {
  const from = 2600 + random() * 1200;
  const to = from * (1.25 + random() * 0.35);
  const length = 0.06 + random() * 0.07;
  const voice = context.createOscillator();
  voice.frequency.setValueAtTime(from, time);
  voice.frequency.exponentialRampToValueAtTime(to, time + length);
  const level = context.createGain();
  level.gain.setValueAtTime(0.0001, time);
  level.gain.exponentialRampToValueAtTime(0.035, time + 0.012);
  level.gain.exponentialRampToValueAtTime(0.0001, time + length);
  voice.connect(level).connect(output);
  voice.start(time);
  voice.stop(time + length + 0.02);
}

/** A tiny high blip: a single raindrop landing close by. */
function droplet(context: BaseAudioContext, output: AudioNode, time: number, random: Random) {
  const voice = context.createOscillator();
  voice.frequency.setValueAtTime(1800 + random() * 2400, time);
  voice.frequency.exponentialRampToValueAtTime(900, time + 0.03);
  const level = context.createGain();
  level.gain.setValueAtTime(0.0001, time);
  level.gain.exponentialRampToValueAtTime(0.012 + random() * 0.015, time + 0.002);
  level.gain.exponentialRampToValueAtTime(0.0001, time + 0.035);
  const pan = context.createStereoPanner();
  pan.pan.value = random() * 1.6 - 0.8;
  voice.connect(level).connect(pan).connect(output);
  voice.start(time);
  voice.stop(time + 0.04);
}

/** Nature Sounds: steady rain and a murmuring stream from filtered noise, with birds now and then. */
export function createNatureSounds(
  context: BaseAudioContext,
  destination: AudioNode,
  random: Random,
): ThemeGenerator {
  return defineGenerator(context, destination, (output, startTime) => {
    const noise = createNoiseBuffer(context, 4, random, 2);

    // Rain: broad hiss, its loudness and brightness breathing slowly as gusts pass.
    const rain = createNoiseSource(context, noise, random);
    const rainTone = filtered(context, 'lowpass', 5000, 0.5);
    const rainLevel = context.createGain();
    rainLevel.gain.value = 0.1;
    rain
      .connect(filtered(context, 'highpass', 500, 0.5))
      .connect(rainTone)
      .connect(rainLevel);
    rainLevel.connect(output);

    // Stream: deep rumble plus a resonant band that wanders, heard as bubbling water.
    const stream = createNoiseSource(context, noise, random);
    const streamLow = filtered(context, 'lowpass', 420, 0.9);
    const streamLevel = context.createGain();
    streamLevel.gain.value = 0.35;
    stream.connect(streamLow).connect(streamLevel).connect(output);
    const babble = filtered(context, 'bandpass', 850, 5);
    const babbleLevel = context.createGain();
    babbleLevel.gain.value = 0.3;
    stream.connect(babble).connect(babbleLevel).connect(output);

    const lfos = [
      modulate(context, rainLevel.gain, 0.05, 0.035),
      modulate(context, rainTone.frequency, 0.08, 1500),
      modulate(context, streamLow.frequency, 0.11, 140),
      modulate(context, babble.frequency, 0.37, 320),
      modulate(context, babbleLevel.gain, 0.23, 0.12),
    ];

    const birdBus = context.createStereoPanner();
    birdBus.connect(output);
    let nextPhrase = startTime + 0.6 + random() * 0.8;
    const scheduler = startStepScheduler(context, STEP, startTime, (_index, time) => {
      if (random() < 0.3) droplet(context, output, time + random() * STEP, random);
      if (time < nextPhrase) return;
      birdBus.pan.setValueAtTime(random() * 1.4 - 0.7, time);
      const notes = 2 + Math.floor(random() * 4);
      let at = time;
      for (let i = 0; i < notes; i += 1) {
        chirp(context, birdBus, at, random);
        at += 0.13 + random() * 0.09;
      }
      nextPhrase = at + 3 + random() * 7;
    });

    return { sources: [rain, stream, ...lfos], scheduler };
  });
}
