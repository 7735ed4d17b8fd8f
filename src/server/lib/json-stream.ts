/** Characters gathered before a chunk is handed on: few writes, little held at once. */
const CHUNK_LENGTH = 64 * 1024;

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** Whether an async iterable is anywhere inside `value`, which JSON.stringify would write `{}`. */
const holdsStreams = (value: unknown): boolean =>
  isAsyncIterable(value) ||
  (typeof value === 'object' && value !== null && Object.values(value).some(holdsStreams));

async function* pieces(value: unknown): AsyncGenerator<string> {
  if (isAsyncIterable(value)) {
    yield '[';
    let first = true;
    for await (const item of value) {
      if (!first) yield ',';
      first = false;
      yield* pieces(item);
    }
    yield ']';
  } else if (Array.isArray(value) && holdsStreams(value)) {
    yield* pieces(
      (async function* () {
        yield* value;
      })(),
    );
  } else if (typeof value === 'object' && value !== null && holdsStreams(value)) {
    yield '{';
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* pieces(item);
    }
    yield '}';
  } else {
    // An object without streams is written whole, by the engine's own JSON.
    yield JSON.stringify(value) ?? 'null';
  }
}

/**
 * The JSON text of `value`, in which every async iterable, at any depth, is written as an
 * array, each item read only as the text
 * before it has been taken: a file of any length goes out holding one page of it at a time.
 * Everything else is written as JSON.stringify writes it.
 */
export async function* jsonText(value: unknown): AsyncGenerator<string> {
  let buffered = '';
  for await (const piece of pieces(value)) {
    buffered += piece;
    if (buffered.length >= CHUNK_LENGTH) {
      yield buffered;
      buffered = '';
    }
  }
  if (buffered !== '') yield buffered;
}
