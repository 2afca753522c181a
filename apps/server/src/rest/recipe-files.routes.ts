import multipart from '@fastify/multipart';
import { BrigadeError, HTTP_STATUS, ImportRefusedError, recipeExportService, recipeImportService, refineImportedRecipe, type AppDeps, type UploadedFile } from '@brigade/api';
import { API_TEXTS, apiText, IMPORT_FILE_LIMIT_BYTES, IMPORT_MAX_FILES } from '@brigade/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParam, requireStaff } from './http';
import { clientGone } from './studio.routes';

const LIMIT_MB = Math.round(IMPORT_FILE_LIMIT_BYTES / 1024 / 1024);

/**
 * Recipe files (issue 27): POST recipes/import/ (multipart, field `file`, several files; fields
 * `preview`, `duplicates`, `copy`), GET recipes/{id}/export/?format=… and GET recipes/export/
 * (every recipe, zipped), POST recipes/{id}/refine/ (AI proposal). Staff only for the import
 * and the refinement; the services hold every rule.
 */
export async function recipeFileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(multipart, {
    // A file over the limit arrives truncated (not thrown), so the upload's other files still import.
    throwFileSizeLimit: false,
    limits: { fileSize: IMPORT_FILE_LIMIT_BYTES, files: IMPORT_MAX_FILES, fields: 600, fieldSize: 10_000, parts: IMPORT_MAX_FILES + 600 },
  });

  app.post('/recipes/import/', async (req, reply) => {
    requireStaff(req);
    if (!req.isMultipart()) {
      throw new BrigadeError('unsupported_media_type', API_TEXTS['import.notMultipart']);
    }
    const { files, fields } = await readUpload(req);
    try {
      return await recipeImportService.importRecipeFiles(deps, req.principal, files, fields);
    } catch (error) {
      if (error instanceof ImportRefusedError) {
        return reply.status(HTTP_STATUS[error.kind]).send({ error: error.message, detail: error.message, ...error.answer });
      }
      throw error;
    }
  });

  // An AI look at an imported recipe's graph; like every AI edit of a saved recipe, a proposal.
  app.post('/recipes/:id/refine/', (req, reply) => refineImportedRecipe(deps, req.principal, idParam(req, 'id', 'Recipe'), clientGone(reply)));

  app.get('/recipes/:id/export/', async (req, reply) => {
    const file = await recipeExportService.exportRecipe(deps, req.principal, idParam(req, 'id', 'Recipe'), req.query ?? {});
    return attachment(reply, file.file_name, file.content_type).send(file.content);
  });

  app.get('/recipes/export/', async (req, reply) => {
    const zip = await recipeExportService.exportAllRecipes(deps, req.principal, req.query ?? {});
    return attachment(reply, zip.file_name, 'application/zip').send(Buffer.from(zip.bytes));
  });
}

/**
 * Every part of the upload: the files (one over the size limit is refused alone, by name, and
 * the others still import) and the option fields (repeated ones, such as `copy`, as lists).
 */
async function readUpload(req: FastifyRequest): Promise<{ files: UploadedFile[]; fields: Record<string, string | string[]> }> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const name = part.filename || part.fieldname || 'upload';
        if (part.fieldname !== 'file') {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        const bytes = new Uint8Array(await part.toBuffer());
        if (part.file.truncated) {
          files.push({ name, bytes: new Uint8Array(0), refusal: { kind: 'payload_too_large', reason: `the file is larger than the ${LIMIT_MB} MB limit` } });
        } else files.push({ name, bytes });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const before = fields[part.fieldname];
        fields[part.fieldname] = before === undefined ? value : [...[before].flat(), value];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new BrigadeError('payload_too_large', apiText('import.tooManyFiles', { max: IMPORT_MAX_FILES }));
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new BrigadeError('payload_too_large', API_TEXTS['import.tooManyParts']);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /boundary|multipart/i.test((error as Error).message)) {
      throw new BrigadeError('bad_request', apiText('import.badMultipart', { detail: (error as Error).message }));
    }
    throw error;
  }
  return { files, fields };
}

function attachment(reply: FastifyReply, fileName: string, contentType: string): FastifyReply {
  return reply.header('content-type', contentType).header('content-disposition', `attachment; filename="${fileName.replace(/"/g, '')}"`);
}
