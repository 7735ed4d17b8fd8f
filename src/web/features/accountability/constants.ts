// The numbers of the accountability page and the video call.

/** The terms dialog counts as read within this many pixels of the end of its text. */
export const TERMS_SCROLL_TOLERANCE_PX = 5;

/** Skip leaves the queue and joins it again after this long. */
export const SKIP_RESTART_MS = 100;

/** The picture-in-picture composite: its canvas, the preview's share and margin, its frame rate. */
export const PIP_CANVAS = { width: 640, height: 360 } as const;
export const PIP_PREVIEW_SCALE = 0.25;
export const PIP_PREVIEW_MARGIN_PX = 10;
export const PIP_FPS = 30;
/**
 * A side whose camera is off, in the composite: the avatar's radius as a share of the picture's
 * height, the name's size and the gap above it as shares of that radius, the side padding of the
 * name as a share of the picture's width.
 */
export const PIP_NAME_CARD = {
  avatarShare: 0.22,
  nameShare: 0.45,
  gapShare: 0.3,
  paddingShare: 0.06,
} as const;

/** The camera a call starts with, and the one Flip Camera switches to. */
export const DEFAULT_FACING_MODE = 'user';
export const FLIPPED_FACING_MODE = 'environment';
