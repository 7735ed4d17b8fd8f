// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { connectionAction } from './connection-policy.ts';

const fresh = { inPip: false, restartedIce: false };

describe('connectionAction', () => {
  it('a failed connection gets one ICE restart, then the call ends', () => {
    expect(connectionAction('failed', fresh)).toBe('restart-ice');
    expect(connectionAction('failed', { ...fresh, restartedIce: true })).toBe('end');
  });

  it('a closed connection ends the call', () => {
    expect(connectionAction('closed', fresh)).toBe('end');
  });

  it('a disconnection is waited out in picture-in-picture, and treated as a failure outside it', () => {
    expect(connectionAction('disconnected', { inPip: true, restartedIce: true })).toBe('wait');
    expect(connectionAction('disconnected', fresh)).toBe('restart-ice');
    expect(connectionAction('disconnected', { ...fresh, restartedIce: true })).toBe('end');
  });

  it('says connected, and leaves the set-up states alone', () => {
    expect(connectionAction('connected', fresh)).toBe('connected');
    expect(connectionAction('new', fresh)).toBe('none');
    expect(connectionAction('connecting', fresh)).toBe('none');
  });
});
