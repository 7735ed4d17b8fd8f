import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusicThemeKey } from '../src/shared/domain/music-themes.ts';
import { launchChromium } from './harness/chromium.ts';
import { bundleMusic } from './harness/music-bundle.ts';

/*
 * Focus music is generated in the browser. Each theme is rendered in real Chromium
 * with an OfflineAudioContext and judged by numbers a listener would agree with: audible, never
 * clipping, silent when it should be, and each theme sounding measurably unlike the others.
 * Playback over time (live scheduling, stopping, the chime) is in music-playback.test.ts.
 */

const SAMPLE_RATE = 44_100;
const SECONDS = 3;
const SOUNDING: MusicThemeKey[] = [
  'LOFI_BEATS',
  'NATURE_SOUNDS',
  'INSTRUMENTAL_PIANO',
  'BRAINWAVE',
];

interface Stereo {
  left: Float32Array;
  right: Float32Array;
}

/** Renders a theme offline in the page, with a fixed seed so every run hears the same notes. */
async function render(page: Page, theme: MusicThemeKey): Promise<Stereo> {
  const [left, right] = await page.evaluate(
    async ({ theme, sampleRate, seconds }) => {
      type Music = typeof import('../src/web/features/focus/music/index.ts');
      const music = (window as unknown as { FocusMusic: Music }).FocusMusic;
      const context = new OfflineAudioContext(2, sampleRate * seconds, sampleRate);
      music.createThemeGenerator(context, theme, context.destination, { seed: 20_240_601 }).start();
      const buffer = await context.startRendering();
      // Base64 of the raw floats: compact and exact across the page boundary.
      return [0, 1].map((channel) => {
        const bytes = new Uint8Array(buffer.getChannelData(channel).buffer);
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) {
          text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        }
        return btoa(text);
      });
    },
    { theme, sampleRate: SAMPLE_RATE, seconds: SECONDS },
  );
  const decode = (text = '') =>
    new Float32Array(new Uint8Array(Buffer.from(text, 'base64')).buffer);
  return { left: decode(left), right: decode(right) };
}

const mono = ({ left, right }: Stereo) => left.map((sample, i) => (sample + (right[i] ?? 0)) / 2);

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

function peak({ left, right }: Stereo): number {
  let max = 0;
  for (const channel of [left, right])
    for (const sample of channel) max = Math.max(max, Math.abs(sample));
  return max;
}

/** Power spectrum of a Hann-windowed frame (in-place radix-2 FFT; `size` a power of two). */
function powerSpectrum(samples: Float32Array, size: number): Float64Array {
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    re[i] = (samples[i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1)));
  }
  for (let i = 1, j = 0; i < size; i += 1) {
    let bit = size >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
      [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
    }
  }
  for (let length = 2; length <= size; length <<= 1) {
    const angle = (-2 * Math.PI) / length;
    for (let start = 0; start < size; start += length) {
      for (let k = 0; k < length / 2; k += 1) {
        const [a, b] = [start + k, start + k + length / 2];
        const [wr, wi] = [Math.cos(angle * k), Math.sin(angle * k)];
        const xr = (re[b] ?? 0) * wr - (im[b] ?? 0) * wi;
        const xi = (re[b] ?? 0) * wi + (im[b] ?? 0) * wr;
        re[b] = (re[a] ?? 0) - xr;
        im[b] = (im[a] ?? 0) - xi;
        re[a] = (re[a] ?? 0) + xr;
        im[a] = (im[a] ?? 0) + xi;
      }
    }
  }
  const power = new Float64Array(size / 2);
  for (let i = 0; i < size / 2; i += 1) power[i] = (re[i] ?? 0) ** 2 + (im[i] ?? 0) ** 2;
  return power;
}

// Octave bands from 40 Hz to 20 kHz: a coarse picture of where a sound's energy sits.
const BAND_EDGES = [40, 80, 160, 320, 640, 1280, 2560, 5120, 10_240, 20_000];

/** Each band's share of the energy in dB (floored at -60 dB), averaged over the render. */
function bandProfile(samples: Float32Array): number[] {
  const size = 8192;
  const bands = new Array<number>(BAND_EDGES.length - 1).fill(0);
  for (let offset = 0; offset + size <= samples.length; offset += size) {
    const power = powerSpectrum(samples.subarray(offset, offset + size), size);
    power.forEach((value, bin) => {
      const frequency = (bin * SAMPLE_RATE) / size;
      const band = BAND_EDGES.findIndex(
        (edge, i) => frequency >= edge && frequency < (BAND_EDGES[i + 1] ?? 0),
      );
      if (band >= 0) bands[band] = (bands[band] ?? 0) + value;
    });
  }
  const total = bands.reduce((sum, value) => sum + value, 0) || 1;
  return bands.map((value) => Math.max(-60, 10 * Math.log10(value / total)));
}

const profileDistance = (a: number[], b: number[]) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;

function dominantFrequency(samples: Float32Array, from: number, to: number): number {
  const size = 65_536;
  const power = powerSpectrum(samples.subarray(samples.length - size), size);
  let best = 0;
  for (let bin = Math.ceil((from * size) / SAMPLE_RATE); bin * SAMPLE_RATE < to * size; bin += 1) {
    if ((power[bin] ?? 0) > (power[best] ?? 0)) best = bin;
  }
  return (best * SAMPLE_RATE) / size;
}

let browser: Browser;
let page: Page;
const renders = new Map<MusicThemeKey, Stereo>();

beforeAll(async () => {
  const [code, launched] = await Promise.all([bundleMusic(), launchChromium()]);
  browser = launched;
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>music</title>');
  await page.evaluate(code);
  for (const theme of [...SOUNDING, 'SILENT_MODE'] as const) {
    renders.set(theme, await render(page, theme));
  }
});

afterAll(async () => {
  await browser?.close();
});

const rendered = (theme: MusicThemeKey): Stereo => {
  const stereo = renders.get(theme);
  if (!stereo) throw new Error(`${theme} was not rendered`);
  return stereo;
};

describe('focus music in Chromium', () => {
  it.each(SOUNDING)('%s is audible and does not clip', (theme) => {
    const stereo = rendered(theme);
    expect(rms(mono(stereo))).toBeGreaterThan(0.005);
    expect(peak(stereo)).toBeLessThan(1);
  });

  it.each(SOUNDING)('%s plays without gaps once faded in', (theme) => {
    const samples = mono(rendered(theme)).subarray(SAMPLE_RATE);
    const window = SAMPLE_RATE / 10;
    const overall = rms(samples);
    for (let start = 0; start + window <= samples.length; start += window) {
      expect(rms(samples.subarray(start, start + window))).toBeGreaterThan(overall * 0.15);
    }
  });

  it('renders pure silence for Silent Mode', () => {
    expect(peak(rendered('SILENT_MODE'))).toBe(0);
  });

  it('gives every theme its own sound', () => {
    const profiles = SOUNDING.map((theme) => ({
      theme,
      profile: bandProfile(mono(rendered(theme))),
    }));
    for (const [i, a] of profiles.entries()) {
      for (const b of profiles.slice(i + 1)) {
        const distance = profileDistance(a.profile, b.profile);
        expect(distance, `${a.theme} vs ${b.theme}: ${distance.toFixed(1)} dB`).toBeGreaterThan(6);
      }
    }
  });

  it('plays a 10 Hz binaural beat for Brainwave: 200 Hz left, 210 Hz right', () => {
    const { left, right } = rendered('BRAINWAVE');
    expect(dominantFrequency(left, 180, 230)).toBeCloseTo(200, 0);
    expect(dominantFrequency(right, 180, 230)).toBeCloseTo(210, 0);
  });
});
