import type { FastifyRequest } from 'fastify';
import { badRequest, validationFailed } from './errors';
import { unstorableField } from './inputText';
import { text } from './messages';

export interface UploadedFile {
  field: string;
  content: Buffer;
}

export interface RequestBody {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/**
 * Reads a JSON or multipart body into one shape. Multipart text parts arrive as strings; the
 * caller converts them by the declared field types. Size and count limits are the multipart
 * plugin's, set in the app factory.
 */
export const readBody = async (request: FastifyRequest): Promise<RequestBody> => {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw badRequest('saluni.validation.bodyNotObject');
    return { fields: body as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        files.push({ field: part.fieldname, content: await part.toBuffer() });
      else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // The plugin's own limits carry a code the error handler maps; the parser's complaints about a
    // missing boundary or a broken body carry none.
    if ((error as { code?: string }).code?.startsWith('FST_')) throw error;
    throw badRequest('saluni.validation.malformedMultipart');
  }
  // Text parts skip the JSON body check of server/http/inputText.ts: the same rule, here.
  const unstorable = unstorableField(fields);
  if (unstorable !== undefined)
    throw validationFailed({ [unstorable]: text('saluni.validation.unstorableText') });
  return { fields, files };
};

/** A multipart body as a call stores it: its fields and files, and whether it came as multipart. */
export interface Upload {
  body: RequestBody;
  multipart: boolean;
}
