import { byIdInput, IMPORT_FILE_LIMIT_BYTES, recipeExportAllInput, recipeExportInput, recipeImportInput } from '@brigade/contracts';
import * as exporter from '../recipes/recipe-export.service';
import * as importer from '../recipes/recipe-import.service';
import { refineImportedRecipe } from '../recipes/import-refine.service';
import { protectedProcedure, router, staffProcedure } from '../trpc';

/** Recipe files (issue 27): the same import and export as REST, files as base64. */
export const recipeFilesRouter = router({
  import: staffProcedure.input(recipeImportInput).mutation(({ ctx, input }) => {
    const files = input.files.map((f) => {
      const bytes = new Uint8Array(Buffer.from(f.content_base64, 'base64'));
      const over = bytes.length > IMPORT_FILE_LIMIT_BYTES;
      return { name: f.name, bytes, ...(over ? { refusal: { kind: 'payload_too_large' as const, reason: 'the file is larger than 20 MB' } } : {}) };
    });
    return importer.importRecipeFiles(ctx.deps, ctx.principal, files, { preview: input.preview, duplicates: input.duplicates, copy: input.copy });
  }),
  /** An AI look at an imported recipe's graph, arriving as a proposal (needs AI configured). */
  refine: staffProcedure.input(byIdInput).mutation(({ ctx, input, signal }) => refineImportedRecipe(ctx.deps, ctx.principal, input.id, signal)),
  export: protectedProcedure.input(recipeExportInput).query(({ ctx, input }) => exporter.exportRecipe(ctx.deps, ctx.principal, input.id, { format: input.format })),
  exportAll: protectedProcedure.input(recipeExportAllInput).query(async ({ ctx, input }) => {
    const zip = await exporter.exportAllRecipes(ctx.deps, ctx.principal, { format: input.format });
    return { file_name: zip.file_name, content_type: 'application/zip', content: Buffer.from(zip.bytes).toString('base64'), encoding: 'base64' as const };
  }),
});
