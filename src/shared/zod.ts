import { en } from 'zod/locales';
import { config } from 'zod/mini';

// The contract is built with zod's mini build, far lighter in the browser than full zod, but mini
// ships no messages: a refusal the contract does not word itself would read a bare 'Invalid input'.
// Set here, where every schema gets its `z`, so the server and the browser both give full zod's
// English messages ('Invalid input: expected string, received number').
config(en());

export * as z from 'zod/mini';
