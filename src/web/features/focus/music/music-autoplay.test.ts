import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MusicThemeKey } from '../../../../shared/domain/music-themes.ts';
import { FakeAudioContext } from './audio-fixtures.ts';
import { playChime } from './chime.ts';
import { createThemeGenerator } from './theme-generator.ts';
import { useFocusMusic } from './use-focus-music.ts';

vi.mock('./theme-generator.ts', () => ({
  createThemeGenerator: vi.fn(() => ({ start: vi.fn(), stop: vi.fn() })),
}));

type Props = { theme: MusicThemeKey; playing: boolean; volume: number };
const playing: Props = { theme: 'LOFI_BEATS', playing: true, volume: 0.5 };

/** The browser's record of whether the page has been clicked or typed in since it loaded. */
const activation = { hasBeenActive: false };

describe('music after a reload, before the page is used', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    activation.hasBeenActive = false;
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    vi.stubGlobal('AudioContext', FakeAudioContext);
    FakeAudioContext.instances = [];
    vi.mocked(createThemeGenerator).mockClear();
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'userActivation');
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  it('makes no sound and warns once, then plays at the first click anywhere', () => {
    const { result, rerender } = renderHook((props: Props) => useFocusMusic(props), {
      initialProps: playing,
    });
    rerender({ ...playing, playing: false });
    rerender(playing);
    rerender({ ...playing, theme: 'BRAINWAVE' });
    playChime();

    expect(result.current.blocked).toBe(true);
    expect(FakeAudioContext.instances).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      'Pomopal: the browser plays sound only after a click on the page.',
    );

    activation.hasBeenActive = true;
    act(() => {
      window.dispatchEvent(new MouseEvent('click'));
    });

    expect(result.current.blocked).toBe(false);
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(vi.mocked(createThemeGenerator).mock.calls.map(([, theme]) => theme)).toEqual([
      'BRAINWAVE',
    ]);
  });

  it("plays on 'Resume music', and is not held back once nothing should play", () => {
    const { result, rerender } = renderHook((props: Props) => useFocusMusic(props), {
      initialProps: playing,
    });
    expect(result.current.blocked).toBe(true);

    activation.hasBeenActive = true;
    act(() => result.current.resume());
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(result.current.blocked).toBe(false);

    activation.hasBeenActive = false;
    rerender({ ...playing, playing: false });
    expect(result.current.blocked).toBe(false);
  });
});
