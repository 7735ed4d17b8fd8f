import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/** The key pair that signs Web Push requests (VAPID); browsers subscribe to its public key. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const storedSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The configured keys, or a pair generated on first start and kept in the data folder like the
 * session secret: a new pair would orphan every device's subscription, so it is made once.
 */
export async function resolveVapidKeys(
  configured: VapidKeys | undefined,
  dataDir: string,
): Promise<VapidKeys> {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    return storedSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  await mkdir(dataDir, { recursive: true });
  // Written aside and linked into place, so a server starting beside this one reads a whole pair
  // or none, and the first pair linked is the one every server keeps.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    await unlink(draft);
  }
  return storedSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}
