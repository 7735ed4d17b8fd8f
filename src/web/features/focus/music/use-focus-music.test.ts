import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MusicThemeKey } from '../../../../shared/domain/music-themes.ts';
import { FakeAudioContext } from './audio-fixtures.ts';
import { playChime } from './chime.ts';
import { createThemeGenerator } from './theme-generator.ts';
import { useFocusMusic } from './use-focus-music.ts';

// The generators themselves are heard in Chromium (e2e/music*.test.ts); here they are stand-ins.
vi.mock('./theme-generator.ts', () => ({
  createThemeGenerator: vi.fn(() => ({ start: vi.fn(), stop: vi.fn() })),
}));

type Props = { theme: MusicThemeKey; playing: boolean; volume: number };
const start: Props = { theme: 'LOFI_BEATS', playing: false, volume: 0.5 };
const generators = () => vi.mocked(createThemeGenerator).mock.results.map((r) => r.value);

describe('useFocusMusic', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    FakeAudioContext.instances = [];
    vi.mocked(createThemeGenerator).mockClear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  it('only warns when the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    const { rerender } = renderHook((props: Props) => useFocusMusic(props), {
      initialProps: start,
    });

    expect(() => rerender({ ...start, playing: true })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('only warns when the AudioContext cannot be created', () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('No audio device');
        }
      },
    );
    const { rerender } = renderHook((props: Props) => useFocusMusic(props), {
      initialProps: start,
    });

    expect(() => rerender({ ...start, playing: true })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('creates the AudioContext only once music first plays, and resumes it', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { rerender } = renderHook((props: Props) => useFocusMusic(props), {
      initialProps: start,
    });
    expect(FakeAudioContext.instances).toHaveLength(0);

    rerender({ ...start, playing: true });

    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(FakeAudioContext.instances[0]?.resume).toHaveBeenCalled();
    expect(generators()[0]?.start).toHaveBeenCalled();
  });

  it('switches theme live, stops on pause, plays nothing in Silent Mode', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { rerender } = renderHook((props: Props) => useFocusMusic(props), {
      initialProps: { ...start, playing: true },
    });

    rerender({ ...start, playing: true, theme: 'BRAINWAVE' });
    expect(vi.mocked(createThemeGenerator).mock.calls.map(([, theme]) => theme)).toEqual([
      'LOFI_BEATS',
      'BRAINWAVE',
    ]);
    expect(generators()[0]?.stop).toHaveBeenCalled();

    rerender({ ...start, playing: false, theme: 'BRAINWAVE' });
    expect(generators()[1]?.stop).toHaveBeenCalled();

    rerender({ ...start, playing: true, theme: 'SILENT_MODE' });
    expect(createThemeGenerator).toHaveBeenCalledTimes(2);
  });

  it('ramps the volume smoothly and closes the context on unmount', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { rerender, unmount } = renderHook((props: Props) => useFocusMusic(props), {
      initialProps: { ...start, playing: true },
    });
    const context = FakeAudioContext.instances[0];

    rerender({ ...start, playing: true, volume: 1 });
    // A ramp, not a jump: setting the value outright would click.
    expect(context?.gain.setTargetAtTime).toHaveBeenLastCalledWith(1, 0, expect.any(Number));

    unmount();
    expect(context?.close).toHaveBeenCalled();
  });
});

describe('playChime', () => {
  it('only warns when the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(() => playChime()).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    vi.unstubAllGlobals();
  });
});
