import { pluck, type Random } from './audio-kit.ts';

/** Synthesized drum voices for Lo-Fi Beats: soft, rounded, nothing sampled. */
export interface DrumKit {
  kick(time: number, velocity: number): void;
  snare(time: number, velocity: number): void;
  hat(time: number, velocity: number): void;
}

export function createDrumKit(
  context: BaseAudioContext,
  output: AudioNode,
  noise: AudioBuffer,
  random: Random,
): DrumKit {
  const noiseBurst = (time: number, duration: number) => {
    const source = context.createBufferSource();
    source.buffer = noise;
    source.start(time, random() * (noise.duration - duration - 0.01), duration + 0.01);
    return source;
  };

  return {
    // A sine whose pitch drops fast: the thump of a kick without a sampled one.
    kick(time, velocity) {
      const body = context.createOscillator();
      body.frequency.setValueAtTime(110, time);
      body.frequency.exponentialRampToValueAtTime(42, time + 0.14);
      const level = context.createGain();
      const end = pluck(level.gain, time, 0.32 * velocity, 0.004, 0.38);
      body.connect(level).connect(output);
      body.start(time);
      body.stop(end + 0.02);
    },
    // Band-passed noise for the rattle over a short triangle tone for the body, kept mellow.
    snare(time, velocity) {
      const rattle = context.createBiquadFilter();
      rattle.type = 'bandpass';
      rattle.frequency.value = 1700;
      rattle.Q.value = 0.8;
      const rattleLevel = context.createGain();
      pluck(rattleLevel.gain, time, 0.12 * velocity, 0.003, 0.2);
      noiseBurst(time, 0.24).connect(rattle).connect(rattleLevel).connect(output);

      const body = context.createOscillator();
      body.type = 'triangle';
      body.frequency.setValueAtTime(190, time);
      body.frequency.exponentialRampToValueAtTime(150, time + 0.08);
      const bodyLevel = context.createGain();
      const end = pluck(bodyLevel.gain, time, 0.07 * velocity, 0.003, 0.1);
      body.connect(bodyLevel).connect(output);
      body.start(time);
      body.stop(end + 0.02);
    },
    hat(time, velocity) {
      const highPass = context.createBiquadFilter();
      highPass.type = 'highpass';
      highPass.frequency.value = 6500;
      const level = context.createGain();
      pluck(level.gain, time, 0.045 * velocity, 0.002, 0.05);
      noiseBurst(time, 0.07).connect(highPass).connect(level).connect(output);
    },
  };
}

/**
 * Vinyl crackle: sparse pops over a faint hiss, in a buffer that loops. The buffer is silent but
 * for short pops, so its seam is inaudible.
 */
export function createCrackleBuffer(context: BaseAudioContext, random: Random): AudioBuffer {
  const length = Math.floor(5 * context.sampleRate);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  const popLength = 24;
  for (let i = 0; i < length - popLength; i += 1) {
    if (random() > 0.00025) continue;
    const amplitude = (0.15 + random() * 0.5) * (random() < 0.5 ? -1 : 1);
    for (let j = 0; j < popLength; j += 1) {
      data[i + j] = (data[i + j] ?? 0) + amplitude * (1 - j / popLength) ** 2;
    }
  }
  return buffer;
}
