import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by a serialiser compiled from the contract's JSON schema (fast-json-stringify),
 * which also drops any field the contract does not name. With `check`, each answer is first
 * checked against its Zod schema, so a handler that drifts from its contract fails its tests;
 * production skips the check (the tests have made it) and saves a parse of every answer.
 */
export function answerSerializer({ check }: { check: boolean }) {
  const compile = ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const zod = schema as z.ZodType;
    const json = z.toJSONSchema(zod, { io: 'output', unrepresentable: 'any', reused: 'inline' });
    const stringify = fastJson(json as Parameters<typeof fastJson>[0]);
    return (data: unknown) => {
      if (!check) return stringify(data);
      const result = zod.safeEncode(data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
  return compile as unknown as FastifySchemaCompiler<unknown>;
}
