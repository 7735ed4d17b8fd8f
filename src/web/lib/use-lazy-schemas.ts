import { useEffect, useState } from 'react';
import type { LazySchemas } from './lazy-schemas.ts';

/**
 * The module for what a page checks as it renders, asked for on the first render: at once when
 * it has loaded already, else undefined until it comes (and for good should it fail to).
 */
export function useLazySchemas<M>(schemas: LazySchemas<M>): M | undefined {
  const [module, setModule] = useState(() => schemas.loaded());
  useEffect(() => {
    if (module) return;
    let current = true;
    schemas.load().then(
      (loaded) => {
        if (current) setModule(() => loaded);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [schemas, module]);
  return module;
}
