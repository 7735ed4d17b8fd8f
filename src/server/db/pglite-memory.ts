import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's memory settings for the embedded database. Its WebAssembly memory only ever grows,
 * so every buffer it fills stays with the process until it exits.
 */
const MEMORY_SETTINGS = {
  // The table pages PostgreSQL keeps itself, all of them touched at start-up: 128MB by default.
  // A page it does not keep is read from the data folder's files, which the system's own cache
  // holds in memory, so a miss costs a copy rather than a disk read.
  shared_buffers: '32MB',
  // Index builds (migrations) and vacuum only, one at a time here: 64MB by default.
  maintenance_work_mem: '16MB',
};

/** PGlite's own start-up arguments, with the memory settings above. */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(MEMORY_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
