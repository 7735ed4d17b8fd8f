import { createNoiseBuffer, createNoiseSource, modulate, type Random } from './audio-kit.ts';
import { defineGenerator, type ThemeGenerator } from './generator-shell.ts';

/** 10 Hz between the ears: the alpha range linked with relaxed focus. */
export const BINAURAL_CARRIER_HZ = 200;
export const BINAURAL_BEAT_HZ = 10;

// A D-major drone (D2, A2, D3, A3, F#4) whose notes sit clear of the 200/210 Hz carriers.
const PAD_NOTES = [73.42, 110, 146.83, 220, 369.99];

/**
 * Brainwave: binaural beats (a pure tone per ear, 10 Hz apart; best with headphones) over a
 * soft, slowly breathing pad and a faint low wash of noise.
 */
export function createBrainwave(
  context: BaseAudioContext,
  destination: AudioNode,
  random: Random,
): ThemeGenerator {
  return defineGenerator(context, destination, (output, startTime) => {
    // A merger puts each carrier in exactly one channel: the beat must form in the brain, not the air.
    const ears = context.createChannelMerger(2);
    ears.connect(output);
    const carriers = [BINAURAL_CARRIER_HZ, BINAURAL_CARRIER_HZ + BINAURAL_BEAT_HZ].map(
      (frequency, channel) => {
        const tone = context.createOscillator();
        tone.frequency.value = frequency;
        const level = context.createGain();
        level.gain.value = 0.08;
        tone.connect(level).connect(ears, 0, channel);
        tone.start(startTime);
        return tone;
      },
    );

    const padTone = context.createBiquadFilter();
    padTone.type = 'lowpass';
    padTone.frequency.value = 650;
    const padLevel = context.createGain();
    padLevel.gain.value = 0.5;
    padTone.connect(padLevel).connect(output);
    const pad = PAD_NOTES.flatMap((frequency, index) =>
      [-5, 5].map((detune) => {
        const voice = context.createOscillator();
        voice.type = 'triangle';
        voice.frequency.value = frequency;
        voice.detune.value = detune + (random() - 0.5) * 2;
        const level = context.createGain();
        level.gain.value = index === PAD_NOTES.length - 1 ? 0.012 : 0.03;
        voice.connect(level).connect(padTone);
        voice.start(startTime);
        return voice;
      }),
    );

    const wash = createNoiseSource(context, createNoiseBuffer(context, 3, random), random);
    const washTone = context.createBiquadFilter();
    washTone.type = 'lowpass';
    washTone.frequency.value = 320;
    const washLevel = context.createGain();
    washLevel.gain.value = 0.05;
    wash.connect(washTone).connect(washLevel).connect(output);

    const lfos = [
      modulate(context, padLevel.gain, 0.045, 0.2),
      modulate(context, padTone.frequency, 0.03, 200),
      modulate(context, washLevel.gain, 0.07, 0.025),
    ];
    return { sources: [...carriers, ...pad, wash, ...lfos] };
  });
}
