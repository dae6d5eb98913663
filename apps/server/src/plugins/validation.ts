import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEXT_MESSAGES, findInvalidText } from '@bizamply/contracts';

/** The platform simulator stands for the platforms: it must accept what they may send (tests use that). */
const EXEMPT_PREFIX = '/sim/';

/** Refuses NUL and unpaired surrogates anywhere in a request part, as a validation issue at the field's path. */
const textGuard = z.unknown().superRefine((value, context) => {
  const path = findInvalidText(value);
  if (path) context.addIssue({ code: 'custom', path, message: TEXT_MESSAGES.invalidCharacters });
});

/**
 * fastify-type-provider-zod's compiler, with every route's body, query and parameters first checked for text that
 * is not text (contracts `findInvalidText`). One place, so no schema — present or future — can let a NUL through
 * to PostgreSQL (a 500 there); the answer is the usual 400 VALIDATION_ERROR naming the field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.url.startsWith(EXEMPT_PREFIX) || !(route.schema instanceof z.ZodType)) return zodValidatorCompiler(route);
  return zodValidatorCompiler({ ...route, schema: textGuard.pipe(route.schema) });
};
