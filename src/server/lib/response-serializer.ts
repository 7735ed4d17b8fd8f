import { isDeepStrictEqual } from 'node:util';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from '../../shared/zod.ts';

type Serialize = (data: unknown) => string;

/**
 * The JSON Schema of what `schema` answers, for fast-json-stringify; undefined when zod cannot
 * express it (a transform, a date object).
 *
 * OpenAPI 3.0's `nullable: true`, rather than JSON Schema's `anyOf` with a null branch, because
 * fast-json-stringify serves it with one null check, where an `anyOf` runs a validator on every
 * value to pick its branch. Reused schemas are written inline: no `$ref` to resolve per answer.
 */
export function responseJsonSchema(schema: z.core.$ZodType) {
  try {
    return z.toJSONSchema(schema, {
      io: 'output',
      target: 'openapi-3.0',
      reused: 'inline',
      unrepresentable: 'throw',
    });
  } catch {
    return undefined;
  }
}

/**
 * Answers the compiled serializer's JSON when it holds what zod's serializer writes, else fails
 * the request naming the difference. Only the order of keys may differ: fast-json-stringify
 * writes required properties before optional ones.
 */
function checkedSerializer(
  compiled: Serialize,
  zodSerialize: Serialize,
  route: { method: string; url: string },
): Serialize {
  return (data) => {
    const expected = zodSerialize(data);
    const written = compiled(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${route.method} ${route.url}: the compiled serializer wrote ${written}, the schema gives ${expected}`,
      );
    }
    return written;
  };
}

/**
 * Serializes each route's answers with fast-json-stringify, compiled once per route and status
 * from its zod response schema, instead of checking every answer with zod at run time: the
 * schemas stay the contract, and properties they do not name are left out as zod left them out.
 * A schema zod cannot write as JSON Schema keeps zod's own serializer (it checks, then
 * JSON.stringify's). A server compiles each serializer at its first answer, as compiling them all
 * took a third of setting the routes up at start-up. With `checkResponses` (tests) they are
 * compiled at once, so a schema that cannot be compiled fails every test's start, and every
 * answer is also checked against its schema, and the compiled output against zod's.
 */
export function responseSerializerCompiler({
  checkResponses,
}: {
  checkResponses: boolean;
}): FastifySerializerCompiler<z.core.$ZodType> {
  // Fastify's own compiler of JSON Schema routes, the one it would use without zod.
  const compileJsonSchema = SerializerSelector()();
  const compile: FastifySerializerCompiler<z.core.$ZodType> = (route) => {
    const zodSerialize = zodSerializerCompiler(route);
    const schema = responseJsonSchema(route.schema);
    if (schema === undefined) return zodSerialize;
    const { method, url, httpStatus = 'default' } = route;
    const compiled = compileJsonSchema({ method, url, httpStatus, schema });
    return checkResponses ? checkedSerializer(compiled, zodSerialize, route) : compiled;
  };
  if (checkResponses) return compile;
  return (route) => {
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= compile(route);
      return serialize(data);
    };
  };
}
