import { describe, expect, it } from 'vitest';
import { previewRect } from './pip-compositor.ts';

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
