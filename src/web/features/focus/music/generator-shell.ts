import type { StepScheduler } from './step-scheduler.ts';

export interface ThemeGenerator {
  start(): void;
  stop(): void;
}

/** What a theme builds: its continuous sources and its note scheduler, stopped together. */
export interface GeneratorBody {
  sources: AudioScheduledSourceNode[];
  scheduler?: StepScheduler;
}

export type GeneratorBuilder = (output: GainNode, startTime: number) => GeneratorBody;

// Fades rather than hard starts and stops: a sudden jump in level is heard as a click.
const FADE_IN_SECONDS = 0.8;
const FADE_OUT_SECONDS = 0.6;

/**
 * Wraps a theme's graph with its own output gain, so starting fades in, stopping fades out and
 * then releases every node, and a theme switch becomes a crossfade between two generators.
 */
export function defineGenerator(
  context: BaseAudioContext,
  destination: AudioNode,
  build: GeneratorBuilder,
): ThemeGenerator {
  let running: { output: GainNode; body: GeneratorBody } | null = null;

  return {
    start() {
      if (running) return;
      const now = context.currentTime;
      const output = context.createGain();
      output.gain.setValueAtTime(0, now);
      output.gain.linearRampToValueAtTime(1, now + FADE_IN_SECONDS);
      output.connect(destination);
      running = { output, body: build(output, now + 0.05) };
    },
    stop() {
      if (!running) return;
      const { output, body } = running;
      running = null;
      const now = context.currentTime;
      const end = now + FADE_OUT_SECONDS;
      output.gain.cancelScheduledValues(now);
      output.gain.setValueAtTime(output.gain.value, now);
      output.gain.linearRampToValueAtTime(0, end);
      body.scheduler?.stop();
      for (const source of body.sources) source.stop(end + 0.05);
      // Notes already queued past the fade play into a silent gain; cut it loose after the fade.
      setTimeout(() => output.disconnect(), (FADE_OUT_SECONDS + 1.5) * 1000);
    },
  };
}
