type AudioContextClass = typeof AudioContext;

/** The browser's AudioContext class (or Safari's older prefixed one), or null without Web Audio. */
export function audioContextConstructor(): AudioContextClass | null {
  const scope = globalThis as Partial<typeof globalThis> & {
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}
