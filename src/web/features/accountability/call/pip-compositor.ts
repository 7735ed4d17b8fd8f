import { PIP_CANVAS, PIP_FPS, PIP_PREVIEW_MARGIN_PX, PIP_PREVIEW_SCALE } from '../constants.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the own preview sits in the composite: a quarter of its size, in the bottom right. */
export function previewRect(canvas: { width: number; height: number } = PIP_CANVAS): Rect {
  const width = canvas.width * PIP_PREVIEW_SCALE;
  const height = canvas.height * PIP_PREVIEW_SCALE;
  return {
    x: canvas.width - width - PIP_PREVIEW_MARGIN_PX,
    y: canvas.height - height - PIP_PREVIEW_MARGIN_PX,
    width,
    height,
  };
}

function hasPicture(video: HTMLVideoElement | null): video is HTMLVideoElement {
  return video !== null && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
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
  sources: { remote: () => HTMLVideoElement | null; local: () => HTMLVideoElement | null },
): Composite {
  canvas.width = PIP_CANVAS.width;
  canvas.height = PIP_CANVAS.height;
  const context = canvas.getContext('2d');
  const preview = previewRect();
  const draw = () => {
    if (!context) return;
    context.fillStyle = '#0f172a';
    context.fillRect(0, 0, canvas.width, canvas.height);
    const remote = sources.remote();
    if (hasPicture(remote)) context.drawImage(remote, 0, 0, canvas.width, canvas.height);
    const local = sources.local();
    if (hasPicture(local)) {
      context.drawImage(local, preview.x, preview.y, preview.width, preview.height);
    }
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
