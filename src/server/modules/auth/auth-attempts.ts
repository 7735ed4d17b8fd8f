import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit.ts';
import {
  CHECKS_PER_USER,
  type LimitedAuthPath,
  PER_ADDRESS,
  PER_IP,
  SIGN_IN_KNOWN_DEVICES_PER_ADDRESS,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_CLIENT,
} from './auth.rate-limits.ts';
import { clientNetwork } from './client-network.ts';

export interface AttemptRequest {
  /** The normalised path better-auth routes on. */
  path: string;
  limited: LimitedAuthPath;
  ip: string;
  address: string | null;
  /** The id of this browser when its known-device cookie vouches for `address`. */
  knownDevice: string | null;
  /** The signed-in user making a password check, if any. */
  userId: string | null;
}

export type Attempt =
  | {
      allowed: false;
      retryAfterSeconds: number;
      /**
       * Refused by the per-address limit alone, which strangers can fill: the password may still
       * be checked, to mail the owner a sign-in link. The attempt stays counted against the
       * client and its network whatever the password, so the counts tell nothing about it.
       */
      addressLocked: boolean;
    }
  | {
      allowed: true;
      /** Records better-auth's answer: a success is taken back where only failures count. */
      finish(succeeded: boolean): Promise<void>;
    };

interface Counter {
  key: string;
  rule: RateLimitRule;
  /** A known device of the address is let through even when this counter is full. */
  knownDevicePasses?: boolean;
}

function countersFor(request: AttemptRequest): Counter[] {
  const { path, limited, address, knownDevice, userId } = request;
  const network = clientNetwork(request.ip);
  if (limited.kind === 'check') {
    // Every check endpoint guesses the same secret: they share their counters.
    return [
      { key: `network:${network}:check`, rule: PER_IP },
      ...(userId ? [{ key: `user:${userId}:check`, rule: CHECKS_PER_USER }] : []),
    ];
  }
  const counters: Counter[] = [{ key: `network:${network}:${path}`, rule: PER_IP }];
  if (!address) return counters;
  if (limited.kind === 'mail') {
    counters.push({ key: `address:${address}:${path}`, rule: PER_ADDRESS });
    return counters;
  }
  const client = knownDevice ? `device:${knownDevice}` : `network:${network}`;
  counters.push(
    { key: `client:${address}:${client}:${path}`, rule: SIGN_IN_PER_CLIENT },
    { key: `address:${address}:${path}`, rule: SIGN_IN_PER_ADDRESS, knownDevicePasses: true },
  );
  if (knownDevice) {
    counters.push({ key: `known:${address}:${path}`, rule: SIGN_IN_KNOWN_DEVICES_PER_ADDRESS });
  }
  return counters;
}

/**
 * The limits on better-auth's sensitive endpoints, counted in the database. Every attempt is
 * counted before better-auth sees it; a refused one, and a success where only failures count,
 * is taken back afterwards, so only what the rule is about stays counted.
 */
export function createAttemptLimits(limiter: RateLimiter) {
  return {
    begin: async (request: AttemptRequest): Promise<Attempt> => {
      const counters = countersFor(request);
      const hits = await Promise.all(counters.map(({ key, rule }) => limiter.hit(key, rule)));
      const takeBack = async () => {
        await Promise.all(hits.map((hit) => hit.undo()));
      };
      const refused = counters.filter(
        ({ knownDevicePasses }, index) =>
          !hits[index]?.allowed && !(knownDevicePasses && request.knownDevice !== null),
      );
      if (refused.length > 0) {
        // The longest wait: every limit must allow the next attempt.
        const retryAfterSeconds = Math.max(
          ...hits.filter((hit) => !hit.allowed).map((hit) => hit.retryAfterSeconds),
        );
        if (!refused.every((counter) => counter.knownDevicePasses)) {
          await takeBack();
          return { allowed: false, retryAfterSeconds, addressLocked: false };
        }
        await Promise.all(hits.filter((hit) => !hit.allowed).map((hit) => hit.undo()));
        return { allowed: false, retryAfterSeconds, addressLocked: true };
      }
      return {
        allowed: true,
        finish: async (succeeded) => {
          if (succeeded && request.limited.kind !== 'mail') await takeBack();
        },
      };
    },
  };
}
