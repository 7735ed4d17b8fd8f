declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Decrypts an RFC 8188 ('aes128gcm') message as a push service's receiver would. */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
