import type { MediaState } from '../../../shared/accountability.schemas.ts';

/** The badges on a person's picture while their camera or microphone is off. */
export const mediaBadgeText = { cameraOff: 'Camera off', muted: 'Muted' } as const;

/**
 * What a screen reader hears when the partner's camera or microphone goes on or off, or null when
 * neither changed. Worded as the state, not the action: the first news of a partner who joined
 * with their camera off is right too.
 */
export function partnerMediaNews(
  name: string,
  before: MediaState,
  after: MediaState,
): string | null {
  const news: string[] = [];
  if (before.videoOn !== after.videoOn) {
    news.push(`${name}'s camera is ${after.videoOn ? 'on' : 'off'}.`);
  }
  if (before.audioOn !== after.audioOn) {
    news.push(`${name} is ${after.audioOn ? 'unmuted' : 'muted'}.`);
  }
  return news.length > 0 ? news.join(' ') : null;
}
