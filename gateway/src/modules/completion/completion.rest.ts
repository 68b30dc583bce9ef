import type { GatewayContextFactory } from '../services';
import multer from 'multer';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import { sendStoredFile } from '../../core/files/send-stored-file';
import { requireLogin } from '../../core/http/require-permission';
import { requestErrorMessage } from '../../core/errors';
import { parseId } from '../../core/validation/ids';
import { COMPLETION_MESSAGES } from './completion.messages';
import { MAX_DOCUMENT_BYTES } from './completion.service';

// Kept in memory (5 MB at most) so the type can be checked before anything touches the disk. Browsers send
// the file name as raw UTF-8 bytes; busboy's default (latin1) would store 身分證 as mojibake.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5 },
  defParamCharset: 'utf8',
});

/** Member documents: upload (multipart `file` + `kind`) and download for the owner or an operator. */
export function completionRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  router.post(
    '/member/documents',
    requireLogin,
    (req, res, next) => {
      upload.single('file')(req, res, (error: unknown) => {
        if (error instanceof multer.MulterError) {
          res.status(200).json({
            success: false,
            message:
              error.code === 'LIMIT_FILE_SIZE' ? COMPLETION_MESSAGES.fileTooLarge : COMPLETION_MESSAGES.fileMissing,
          });
          return;
        }
        if (error) return next(error);
        next();
      });
    },
    restHandler(contextOf, async (ctx, req) => {
      const kind = typeof req.body?.kind === 'string' ? req.body.kind : '';
      const result = await ctx.services.completion.upload(ctx, kind, req.file);
      return { success: result.success, message: result.message, data: result.document };
    }),
  );
  router.get(
    '/member/documents/:id',
    requireLogin,
    restHandler(contextOf, async (ctx, req, res) => {
      const id = parseId(req.params.id);
      if (id === null) {
        res.status(400).json({ success: false, message: COMPLETION_MESSAGES.documentId });
        return undefined;
      }
      const found = await ctx.services.completion.documentFile(ctx, id);
      if (!found) {
        res.status(404).json({ success: false, message: requestErrorMessage(404) });
        return undefined;
      }
      const sent = await sendStoredFile(res, {
        root: ctx.config.uploadDir,
        file: found.file,
        disposition: 'attachment',
        name: found.name,
        cacheControl: 'private, no-store',
      });
      // The row outlived its file (a restored database, a wiped disk): say so as JSON, not as a download.
      if (!sent) res.status(404).json({ success: false, message: requestErrorMessage(404) });
      return undefined;
    }),
  );
}
