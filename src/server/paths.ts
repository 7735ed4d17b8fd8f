import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, the same from src/server and from the compiled dist/server. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where `vite build` puts the single-page app. */
export const webDist = path.join(projectRoot, 'dist', 'web');
