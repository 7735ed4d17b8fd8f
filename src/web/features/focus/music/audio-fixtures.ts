import { vi } from 'vitest';

/** Just enough of an AudioContext for the player: a clock, a gain and the lifecycle calls. */
export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  gain = { value: 1, setTargetAtTime: vi.fn() };
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  suspend = vi.fn(async () => {
    this.state = 'suspended';
  });
  close = vi.fn(async () => {
    this.state = 'closed';
  });

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  createGain() {
    return { gain: this.gain, connect: vi.fn() };
  }
}
