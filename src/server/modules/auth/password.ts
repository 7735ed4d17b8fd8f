import { hash, verify } from '@node-rs/argon2';

// The library's Algorithm enum is a const enum that cannot be imported under isolated modules.
const ARGON2ID = 2;

// OWASP's recommended argon2id settings: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}) {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash can never match; it must not turn a sign-in into a server error.
    return false;
  }
}
