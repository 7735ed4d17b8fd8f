/** Small building blocks shared by the focus-music generators (Web Audio only, no files). */

export type Random = () => number;

/**
 * A seeded pseudo-random source (mulberry32): a generator given the same seed sounds the same,
 * so an offline render is reproducible while live playback can still vary from run to run.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296);
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick needs at least one item');
  return item;
}

export function midiToFrequency(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/**
 * White noise to loop. White noise has no memory from one sample to the next, so the loop seam is
 * as inaudible as any other point; colour comes from filters in the graph, never baked in.
 */
export function createNoiseBuffer(
  context: BaseAudioContext,
  seconds: number,
  random: Random,
  channels = 1,
): AudioBuffer {
  const length = Math.floor(seconds * context.sampleRate);
  const buffer = context.createBuffer(channels, length, context.sampleRate);
  for (let channel = 0; channel < channels; channel += 1) {
    const data = buffer.getChannelData(channel);
    for (let i = 0; i < length; i += 1) data[i] = random() * 2 - 1;
  }
  return buffer;
}

/** A looping noise source through `filter`; started at once, stopped with the generator. */
export function createNoiseSource(
  context: BaseAudioContext,
  buffer: AudioBuffer,
  random: Random,
): AudioBufferSourceNode {
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  // A random start offset keeps two layers sharing one buffer from sounding identical.
  source.start(context.currentTime, random() * buffer.duration);
  return source;
}

/**
 * A stereo room response: decaying noise that also darkens as it fades (a one-pole low-pass
 * closing over time), which is what makes a synthetic reverb sound warm rather than metallic.
 */
export function createImpulseResponse(
  context: BaseAudioContext,
  seconds: number,
  random: Random,
): AudioBuffer {
  const length = Math.floor(seconds * context.sampleRate);
  const buffer = context.createBuffer(2, length, context.sampleRate);
  for (let channel = 0; channel < 2; channel += 1) {
    const data = buffer.getChannelData(channel);
    let smoothed = 0;
    for (let i = 0; i < length; i += 1) {
      const progress = i / length;
      const brightness = 0.9 - 0.75 * progress;
      smoothed += brightness * (random() * 2 - 1 - smoothed);
      data[i] = smoothed * (1 - progress) ** 3;
    }
  }
  return buffer;
}

/** A slow oscillator that moves `param` by ±depth around its own value. */
export function modulate(
  context: BaseAudioContext,
  param: AudioParam,
  rate: number,
  depth: number,
): OscillatorNode {
  const lfo = context.createOscillator();
  lfo.frequency.value = rate;
  const amount = context.createGain();
  amount.gain.value = depth;
  lfo.connect(amount).connect(param);
  lfo.start(context.currentTime);
  return lfo;
}

/**
 * A percussive envelope: near-silent start, `attack` seconds up to `peak`, then an exponential
 * fall. Starting and ending at a tiny positive value (not 0) avoids clicks and keeps the
 * exponential ramps legal.
 */
export function pluck(
  param: AudioParam,
  when: number,
  peak: number,
  attack: number,
  decay: number,
): number {
  const floor = 0.0001;
  param.setValueAtTime(floor, when);
  param.exponentialRampToValueAtTime(Math.max(peak, floor * 2), when + attack);
  param.exponentialRampToValueAtTime(floor, when + attack + decay);
  return when + attack + decay;
}
