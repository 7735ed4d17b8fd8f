import { describe, expect, it } from 'vitest';
import {
  drawFrame,
  type PipPainter,
  type PipSide,
  type PipTheme,
  previewRect,
} from './pip-compositor.ts';

describe('previewRect', () => {
  it('puts the own preview at a quarter size in the bottom right, 10 px from the edges', () => {
    expect(previewRect({ width: 640, height: 360 })).toEqual({
      x: 640 - 160 - 10,
      y: 360 - 90 - 10,
      width: 160,
      height: 90,
    });
  });
});

type Drawn =
  | { shape: 'rect'; fill: unknown; x: number; y: number; width: number; height: number }
  | { shape: 'circle'; fill: unknown; x: number; y: number; radius: number }
  | {
      shape: 'text';
      fill: unknown;
      font: string;
      text: string;
      x: number;
      y: number;
      maxWidth?: number;
    }
  | { shape: 'image'; image: unknown; at: number[] };

/** A 2D context that keeps what was drawn on it, with the colour each thing was drawn in. */
class RecordingPainter implements PipPainter {
  fillStyle: PipPainter['fillStyle'] = '#000000';
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  readonly drawn: Drawn[] = [];
  private circle: { x: number; y: number; radius: number } | null = null;

  fillRect(x: number, y: number, width: number, height: number) {
    this.drawn.push({ shape: 'rect', fill: this.fillStyle, x, y, width, height });
  }
  beginPath() {
    this.circle = null;
  }
  arc(x: number, y: number, radius: number) {
    this.circle = { x, y, radius };
  }
  fill() {
    if (this.circle) this.drawn.push({ shape: 'circle', fill: this.fillStyle, ...this.circle });
  }
  fillText(text: string, x: number, y: number, maxWidth?: number) {
    this.drawn.push({ shape: 'text', fill: this.fillStyle, font: this.font, text, x, y, maxWidth });
  }
  drawImage(image: CanvasImageSource, ...at: number[]) {
    this.drawn.push({ shape: 'image', image, at });
  }
}

const theme: PipTheme = {
  stage: 'stage',
  card: 'card',
  avatar: 'avatar',
  initial: 'initial',
  name: 'name',
  fontFamily: 'sans-serif',
};
/** The canvas the composite draws on, whose size is read through its element's accessors. */
function pipCanvas(): HTMLCanvasElement {
  const element = document.createElement('canvas');
  element.width = 640;
  element.height = 360;
  return element;
}
const canvas = pipCanvas();

/** A video element that has a picture to draw, as a playing one does. */
function playingVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'readyState', { value: HTMLMediaElement.HAVE_CURRENT_DATA });
  return video;
}

function side(name: string, cameraOff: boolean): PipSide & { video: HTMLVideoElement } {
  return { video: playingVideo(), cameraOff, name, initial: name.charAt(0).toUpperCase() };
}

function draw(remote: PipSide, local: PipSide) {
  const painter = new RecordingPainter();
  drawFrame(painter, canvas, { remote, local }, theme);
  return painter.drawn;
}

type Shape<S extends Drawn['shape']> = Extract<Drawn, { shape: S }>;

function theCircle(drawn: Drawn[]): Shape<'circle'> {
  const circles = drawn.filter((each): each is Shape<'circle'> => each.shape === 'circle');
  if (circles.length !== 1) throw new Error(`${circles.length} circles drawn`);
  return circles[0] as Shape<'circle'>;
}

function theText(drawn: Drawn[], text: string): Shape<'text'> {
  const found = drawn.find(
    (each): each is Shape<'text'> => each.shape === 'text' && each.text === text,
  );
  if (!found) throw new Error(`'${text}' was not drawn`);
  return found;
}

function fontSize(text: Shape<'text'>): number {
  return Number(/([\d.]+)px/.exec(text.font)?.[1]);
}

function within(rect: { x: number; y: number; width: number; height: number }) {
  return {
    x: expect.toSatisfy((x: number) => x > rect.x && x < rect.x + rect.width),
    y: expect.toSatisfy((y: number) => y > rect.y && y < rect.y + rect.height),
  };
}

describe('drawFrame', () => {
  it('draws both videos while both cameras are on', () => {
    const remote = side('grace', false);
    const local = side('ada', false);
    const preview = previewRect(canvas);
    expect(draw(remote, local)).toEqual([
      { shape: 'rect', fill: 'stage', x: 0, y: 0, width: 640, height: 360 },
      { shape: 'image', image: remote.video, at: [0, 0, 640, 360] },
      {
        shape: 'image',
        image: local.video,
        at: [preview.x, preview.y, preview.width, preview.height],
      },
    ]);
  });

  it("draws the partner's initial on a circle and their name, not their black video, while their camera is off", () => {
    const local = side('ada', false);
    const drawn = draw(side('grace', true), local);
    const whole = { x: 0, y: 0, width: 640, height: 360 };

    expect(drawn.filter((each) => each.shape === 'image')).toEqual([
      expect.objectContaining({ image: local.video }),
    ]);
    expect(drawn).toContainEqual({ shape: 'rect', fill: 'card', ...whole });
    const circle = theCircle(drawn);
    expect(circle).toMatchObject({ fill: 'avatar', ...within(whole), x: 320 });
    expect(theText(drawn, 'G')).toMatchObject({ fill: 'initial', x: circle.x, y: circle.y });
    const name = theText(drawn, 'grace');
    expect(name).toMatchObject({ fill: 'name', ...within(whole), x: 320 });
    // Under the circle, above the own preview in the corner, and narrowed to fit when long.
    expect(name.y).toBeGreaterThan(circle.y + circle.radius);
    expect(name.y + fontSize(name)).toBeLessThan(previewRect(canvas).y);
    expect(name.maxWidth).toBeLessThan(640);
  });

  it('draws the own initial and name inside the preview while the own camera is off', () => {
    const remote = side('grace', false);
    const drawn = draw(remote, side('ada', true));
    const preview = previewRect(canvas);

    expect(drawn.filter((each) => each.shape === 'image')).toEqual([
      expect.objectContaining({ image: remote.video }),
    ]);
    expect(drawn).toContainEqual({ shape: 'rect', fill: 'card', ...preview });
    const circle = theCircle(drawn);
    expect(circle).toMatchObject({ fill: 'avatar', ...within(preview) });
    expect(circle.y + circle.radius).toBeLessThan(preview.y + preview.height);
    expect(theText(drawn, 'A')).toMatchObject({ fill: 'initial', x: circle.x, y: circle.y });
    expect(theText(drawn, 'ada')).toMatchObject({ fill: 'name', ...within(preview) });
  });
});
