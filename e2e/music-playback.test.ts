import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './harness/chromium.ts';
import { bundleMusic } from './harness/music-bundle.ts';

/*
 * How focus music behaves over time in real Chromium: it keeps playing on a live AudioContext
 * (notes are queued ahead on the audio clock and refilled), it fades out cleanly when stopped,
 * and the timer-end chime is heard. The sound of each theme is judged in music.test.ts.
 */

type Music = typeof import('../src/web/features/focus/music/index.ts');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const [code, launched] = await Promise.all([bundleMusic(), launchChromium()]);
  browser = launched;
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>music</title>');
  await page.evaluate(code);
});

afterAll(async () => {
  await browser?.close();
});

describe('focus music playback in Chromium', () => {
  it('keeps playing live on an AudioContext, scheduling ahead as the clock runs', async () => {
    const { levels, state } = await page.evaluate(async () => {
      const music = (window as unknown as { FocusMusic: Music }).FocusMusic;
      const context = new AudioContext();
      await context.resume();
      const analyser = context.createAnalyser();
      analyser.fftSize = 2048;
      const generator = music.createThemeGenerator(context, 'LOFI_BEATS', analyser);
      generator.start();
      const frame = new Float32Array(analyser.fftSize);
      const levels: number[] = [];
      for (let i = 0; i < 16; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        analyser.getFloatTimeDomainData(frame);
        levels.push(Math.sqrt(frame.reduce((sum, x) => sum + x * x, 0) / frame.length));
      }
      generator.stop();
      await context.close();
      return { levels, state: context.state };
    });
    // Well past the 1.2 s queued at start: the later notes came from the scheduler's refills.
    expect(
      levels.slice(4).every((level) => level > 0.005),
      levels.join(', '),
    ).toBe(true);
    expect(state).toBe('closed');
  });

  it('fades out smoothly when stopped, then stays silent', async () => {
    const { largestStep, tailPeak } = await page.evaluate(async () => {
      const music = (window as unknown as { FocusMusic: Music }).FocusMusic;
      const context = new OfflineAudioContext(1, 44_100 * 3, 44_100);
      // A steady drone, so any jump at the moment of stopping would stand out as a click.
      const generator = music.createThemeGenerator(context, 'BRAINWAVE', context.destination, {
        seed: 1,
      });
      generator.start();
      context.suspend(1.5).then(() => {
        generator.stop();
        return context.resume();
      });
      const samples = (await context.startRendering()).getChannelData(0);
      let largestStep = 0;
      for (let i = 1.4 * 44_100; i < 2.3 * 44_100; i += 1) {
        largestStep = Math.max(largestStep, Math.abs((samples[i] ?? 0) - (samples[i - 1] ?? 0)));
      }
      const tail = samples.subarray(2.3 * 44_100);
      return { largestStep, tailPeak: tail.reduce((max, x) => Math.max(max, Math.abs(x)), 0) };
    });
    // A 200 Hz tone at these levels moves well under 0.01 per sample; a click jumps far more.
    expect(largestStep).toBeLessThan(0.01);
    expect(tailPeak).toBeLessThan(0.001);
  });

  it('makes the timer-end chime audible, clean and short', async () => {
    const { rms, peak, endsAt } = await page.evaluate(async () => {
      const music = (window as unknown as { FocusMusic: Music }).FocusMusic;
      const context = new OfflineAudioContext(2, 44_100 * 3, 44_100);
      const endsAt = music.scheduleChime(context, context.destination, 0.1);
      const samples = (await context.startRendering()).getChannelData(0).subarray(0, 44_100);
      const rms = Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length);
      return { rms, peak: samples.reduce((max, x) => Math.max(max, Math.abs(x)), 0), endsAt };
    });
    expect(rms).toBeGreaterThan(0.01);
    expect(peak).toBeLessThan(1);
    expect(endsAt).toBeLessThan(3.5);
  });
});
