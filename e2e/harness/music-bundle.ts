import path from 'node:path';
import { build, type Rollup } from 'vite';
import { projectRoot } from './server.ts';

/** Bundles the music engine alone (no app, no server) into a script that sets `FocusMusic`. */
export async function bundleMusic(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.join(projectRoot, 'src/web/features/focus/music/index.ts'),
        formats: ['iife'],
        name: 'FocusMusic',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('The music bundle has no code.');
  return chunk.code;
}
