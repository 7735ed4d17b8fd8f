/** Stripe's form encoding (`line_items[0][price]=x`) read back as nested objects. */
export type Form = { [key: string]: string | Form };

export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replaceAll(']', '').split('[');
    const last = path.pop() ?? '';
    let node = root;
    for (const part of path) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[last] = value;
  }
  return root;
}

export function field(form: Form | string | undefined, ...path: string[]): string | undefined {
  let node = form;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The string values under `path`, in their order (`metadata[a]=1`, `expand[0]=x`). */
export function entries(form: Form, ...path: string[]): [string, string][] {
  let node: Form | string | undefined = form;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  const found: [string, string][] = [];
  if (typeof node !== 'object') return found;
  for (const [name, value] of Object.entries(node)) {
    if (typeof value === 'string') found.push([name, value]);
  }
  return found;
}
