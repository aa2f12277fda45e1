import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiDescription } from '../../../server/openapi/description';

const DOCUMENT_ID = 'https://saluni.test/v1/openapi.json';

/** A JSON pointer's segments, escaped as a URI fragment. */
const pointer = (...segments: string[]) =>
  segments
    .map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('/');

/** The description's own formats, as its replies write them. */
const FORMATS = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': (value: string) => !Number.isNaN(Date.parse(value)),
  email: /@/,
  uri: /^[a-z][a-z0-9+.-]*:/i,
  binary: () => true,
};

export type Method = 'get' | 'post' | 'put' | 'delete';

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, unknown> };
}

/**
 * The described replies of a description, checked with ajv (JSON Schema 2020-12, the dialect of
 * OpenAPI 3.1): `problems` says why a real reply does not match, or nothing when it does.
 */
export const describedReplies = (description: ApiDescription) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, formats: FORMATS });
  ajv.addSchema(description, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (...segments: string[]) => {
    const ref = `${DOCUMENT_ID}#/${pointer(...segments)}`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate;
  };
  const operationOf = (method: Method, path: string) =>
    (description.paths[path] as Record<string, Operation> | undefined)?.[method];

  /** Compiles every body and reply schema of an operation (an invalid pattern would throw). */
  const compileOperation = (method: Method, path: string) => {
    const operation = operationOf(method, path)!;
    for (const type of Object.keys(operation.requestBody?.content ?? {}))
      validatorAt('paths', path, method, 'requestBody', 'content', type, 'schema');
    for (const [status, reply] of Object.entries(operation.responses))
      for (const type of Object.keys(reply.content ?? {}))
        validatorAt('paths', path, method, 'responses', status, 'content', type, 'schema');
  };

  /** Why `response` is not a described reply of `method path` (an OpenAPI path), if it is not. */
  const problems = (method: Method, path: string, response: LightMyRequestResponse): string[] => {
    const operation = operationOf(method, path);
    if (!operation) return [`${method} ${path} is not described`];
    const status = String(response.statusCode);
    const reply = operation.responses[status];
    if (!reply) return [`${method} ${path} answered ${status}, not described`];
    if (!String(response.headers['content-type']).startsWith('application/json')) {
      const described = reply.$ref ? [] : Object.keys(reply.content ?? {});
      return described.includes('*/*') ? [] : [`${method} ${path} ${status} is not JSON`];
    }
    const validate = reply.$ref
      ? validatorAt('components', 'schemas', 'Error')
      : validatorAt(
          'paths',
          path,
          method,
          'responses',
          status,
          'content',
          'application/json',
          'schema',
        );
    return validate(response.json())
      ? []
      : (validate.errors ?? []).map(
          (error) => `${method} ${path} ${status}: ${error.instancePath} ${error.message}`,
        );
  };

  /** Why a JSON body the server accepted is not one the description accepts, if it is not. */
  const bodyProblems = (method: Method, path: string, payload: unknown): string[] => {
    if (!operationOf(method, path)?.requestBody?.content['application/json'])
      return [`${method} ${path} takes no JSON body in the description`];
    const validate = validatorAt(
      'paths',
      path,
      method,
      'requestBody',
      'content',
      'application/json',
      'schema',
    );
    return validate(payload)
      ? []
      : (validate.errors ?? []).map(
          (error) => `${method} ${path} body: ${error.instancePath} ${error.message}`,
        );
  };

  return { compileOperation, problems, bodyProblems };
};
