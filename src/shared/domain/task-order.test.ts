import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  compareOrderKeys,
  orderKeyAt,
  orderKeyBetween,
  orderKeys,
  placementOf,
} from './task-order.ts';

describe('order keys', () => {
  it('lays a list out in ascending keys', () => {
    const keys = orderKeys(200);
    expect([...keys].sort(compareOrderKeys)).toEqual(keys);
    expect(new Set(keys).size).toBe(200);
  });

  it('finds a key between any two neighbours, at the start and at the end', () => {
    const [a, b] = orderKeys(2) as [string, string];
    const middle = orderKeyBetween(a, b);
    expect(compareOrderKeys(a, middle)).toBe(-1);
    expect(compareOrderKeys(middle, b)).toBe(-1);
    expect(compareOrderKeys(orderKeyBetween(null, a), a)).toBe(-1);
    expect(compareOrderKeys(b, orderKeyBetween(b, null))).toBe(-1);
  });

  it('keeps keys short when a task moves to the top again and again', () => {
    let top = orderKeys(1)[0] as string;
    for (let move = 0; move < 1000; move += 1) top = orderKeyBetween(null, top);
    expect(top.length).toBeLessThanOrEqual(4);
  });

  it('names the key of any place, before the first too', () => {
    const places = [-3, -1, 0, 1, 70, 4000];
    const keys = places.map(orderKeyAt);
    expect([...keys].sort(compareOrderKeys)).toEqual(keys);
    expect(orderKeyAt(2)).toBe(orderKeys(3)[2]);
  });

  it('sorts upper-case keys before lower-case ones, as byte order does', () => {
    expect(compareOrderKeys('Zz', 'a0')).toBe(-1);
  });
});

describe('placementOf', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('puts a task moved down after the one it was dropped on', () => {
    expect(placementOf(ids, 'a', 'c')).toEqual({ after: 'c' });
  });

  it('puts a task moved up before the one it was dropped on', () => {
    expect(placementOf(ids, 'd', 'b')).toEqual({ before: 'b' });
  });

  it('moves nothing onto itself or an unknown task', () => {
    expect(placementOf(ids, 'b', 'b')).toBeNull();
    expect(placementOf(ids, 'x', 'b')).toBeNull();
  });

  it('names the task a placement is next to', () => {
    expect(anchorOf({ before: 'b' })).toBe('b');
    expect(anchorOf({ after: 'c' })).toBe('c');
  });
});
