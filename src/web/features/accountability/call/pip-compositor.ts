import {
  PIP_CANVAS,
  PIP_FPS,
  PIP_NAME_CARD,
  PIP_PREVIEW_MARGIN_PX,
  PIP_PREVIEW_SCALE,
} from '../constants.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Size = Pick<Rect, 'width' | 'height'>;

/** Where the own preview sits in the composite: a quarter of its size, in the bottom right. */
export function previewRect(canvas: Size = PIP_CANVAS): Rect {
  const width = canvas.width * PIP_PREVIEW_SCALE;
  const height = canvas.height * PIP_PREVIEW_SCALE;
  return {
    x: canvas.width - width - PIP_PREVIEW_MARGIN_PX,
    y: canvas.height - height - PIP_PREVIEW_MARGIN_PX,
    width,
    height,
  };
}

/** One side of the call as the composite draws it. */
export interface PipSide {
  video: HTMLVideoElement | null;
  /** Drawn as the initial and name, as the page shows it, rather than a black picture. */
  cameraOff: boolean;
  name: string;
  initial: string;
}

/** The page's colours and font, so the composite looks like the call it copies. */
export interface PipTheme {
  stage: string;
  card: string;
  avatar: string;
  initial: string;
  name: string;
  fontFamily: string;
}

/** The part of a 2D canvas context the composite draws with. */
export type PipPainter = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'beginPath'
  | 'arc'
  | 'fill'
  | 'fillText'
  | 'drawImage'
>;

function hasPicture(video: HTMLVideoElement | null): video is HTMLVideoElement {
  return video !== null && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
}

/**
 * The card over `rect`, with the initial on a circle and the name under it, the pair centred in
 * `room` (the part of the card nothing else is drawn over).
 */
function drawNameCard(painter: PipPainter, rect: Rect, room: Rect, side: PipSide, theme: PipTheme) {
  painter.fillStyle = theme.card;
  painter.fillRect(rect.x, rect.y, rect.width, rect.height);
  const radius = room.height * PIP_NAME_CARD.avatarShare;
  const nameSize = radius * PIP_NAME_CARD.nameShare;
  const gap = radius * PIP_NAME_CARD.gapShare;
  const centreX = room.x + room.width / 2;
  const centreY = room.y + (room.height - (2 * radius + gap + nameSize)) / 2 + radius;

  painter.fillStyle = theme.avatar;
  painter.beginPath();
  painter.arc(centreX, centreY, radius, 0, 2 * Math.PI);
  painter.fill();

  painter.textAlign = 'center';
  painter.textBaseline = 'middle';
  painter.fillStyle = theme.initial;
  painter.font = `600 ${radius}px ${theme.fontFamily}`;
  painter.fillText(side.initial, centreX, centreY);

  // A long name is narrowed to fit rather than cut off.
  painter.textBaseline = 'top';
  painter.fillStyle = theme.name;
  painter.font = `500 ${nameSize}px ${theme.fontFamily}`;
  const padding = room.width * PIP_NAME_CARD.paddingShare;
  painter.fillText(side.name, centreX, centreY + radius + gap, room.width - 2 * padding);
}

function drawSide(painter: PipPainter, rect: Rect, room: Rect, side: PipSide, theme: PipTheme) {
  if (side.cameraOff) drawNameCard(painter, rect, room, side, theme);
  else if (hasPicture(side.video)) {
    painter.drawImage(side.video, rect.x, rect.y, rect.width, rect.height);
  }
}

/** One frame: the partner over the whole canvas, one's own preview in the corner. */
export function drawFrame(
  painter: PipPainter,
  canvas: Size,
  sides: { remote: PipSide; local: PipSide },
  theme: PipTheme,
): void {
  painter.fillStyle = theme.stage;
  painter.fillRect(0, 0, canvas.width, canvas.height);
  const whole = { x: 0, y: 0, width: canvas.width, height: canvas.height };
  const preview = previewRect(canvas);
  // The partner's name stays above the preview drawn over their corner.
  drawSide(painter, whole, { ...whole, height: preview.y }, sides.remote, theme);
  drawSide(painter, preview, preview, sides.local, theme);
}

export interface Composite {
  stream: MediaStream;
  stop(): void;
}

/**
 * Picture-in-picture shows one video, so the partner (full frame) and one's own preview are drawn
 * onto one canvas, PIP_FPS times a second, and that canvas is captured as a stream. A timer, not
 * animation frames: those stop while the tab is hidden, which is when picture-in-picture matters.
 */
export function startComposite(
  canvas: HTMLCanvasElement,
  sides: () => { remote: PipSide; local: PipSide },
  theme: PipTheme,
): Composite {
  canvas.width = PIP_CANVAS.width;
  canvas.height = PIP_CANVAS.height;
  const context = canvas.getContext('2d');
  const draw = () => {
    if (context) drawFrame(context, canvas, sides(), theme);
  };
  draw();
  const timer = setInterval(draw, 1000 / PIP_FPS);
  const stream = canvas.captureStream(PIP_FPS);
  return {
    stream,
    stop: () => {
      clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
    },
  };
}
