import { fileURLToPath } from 'node:url';

// The build copies the SQL files next to the bundled server's files, so this holds for src/ and dist/.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
