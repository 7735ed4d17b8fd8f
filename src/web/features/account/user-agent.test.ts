// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.ts';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome 126',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67',
      'Edge 125',
      'Windows',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Firefox 127',
      'Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
      'Chrome 126',
      'Android',
    ],
  ])('reads %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toMatchObject({ browser, os });
  });

  it('says so when the agent is unknown or missing', () => {
    expect(describeUserAgent(null)).toEqual({
      browser: 'Unknown browser',
      os: 'Unknown system',
      mobile: false,
    });
    expect(describeUserAgent('curl/8.5.0').browser).toBe('Unknown browser');
  });
});
