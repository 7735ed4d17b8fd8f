/**
 * Runs `onStep(index, time)` for evenly spaced steps, queued ahead on the audio clock. JavaScript
 * timers drift and stall; the audio clock does not, so notes are placed with sample accuracy a
 * little in advance ('A Tale of Two Clocks'). The generous horizon also rides out the coarser
 * timers of a background tab.
 */
export interface StepScheduler {
  stop(): void;
}

const HORIZON_SECONDS = 1.2;
const WAKE_MS = 200;

export function isOfflineContext(context: BaseAudioContext): context is OfflineAudioContext {
  return typeof OfflineAudioContext !== 'undefined' && context instanceof OfflineAudioContext;
}

export function startStepScheduler(
  context: BaseAudioContext,
  stepSeconds: number,
  startTime: number,
  onStep: (index: number, time: number) => void,
): StepScheduler {
  let index = 0;
  let stopped = false;

  const fill = (until: number) => {
    while (!stopped && startTime + index * stepSeconds < until) {
      onStep(index, startTime + index * stepSeconds);
      index += 1;
    }
  };

  // An offline render has a known, finite length and runs faster than real time: schedule it all.
  if (isOfflineContext(context)) {
    fill(context.length / context.sampleRate);
    return {
      stop: () => {
        stopped = true;
      },
    };
  }

  fill(context.currentTime + HORIZON_SECONDS);
  const timer = setInterval(() => fill(context.currentTime + HORIZON_SECONDS), WAKE_MS);
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
