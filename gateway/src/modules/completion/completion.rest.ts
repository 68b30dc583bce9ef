import { Router } from 'express';
import multer from 'multer';
import { requireLogin, restHandler, type ContextFactory } from '../../core/http/rest';
import { COMPLETION_MESSAGES } from './completion.messages';
import { MAX_DOCUMENT_BYTES } from './completion.service';

// Kept in memory (5 MB at most) so the type can be checked before anything touches the disk.
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5 } });

/** Member documents: upload (multipart `file` + `kind`) and download for the owner or an operator. */
export function completionRestRoutes(contextOf: ContextFactory): Router {
  const router = Router();
  router.post('/member/documents', requireLogin, (req, res, next) => {
    upload.single('file')(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        res.status(200).json({ success: false, message: error.code === 'LIMIT_FILE_SIZE' ? COMPLETION_MESSAGES.fileTooLarge : COMPLETION_MESSAGES.fileMissing });
        return;
      }
      if (error) return next(error);
      next();
    });
  }, restHandler(contextOf, async (ctx, req) => {
    const kind = typeof req.body?.kind === 'string' ? req.body.kind : '';
    const result = await ctx.services.completion.upload(ctx, kind, req.file);
    return { success: result.success, message: result.message, data: result.document };
  }));
  router.get(
    '/member/documents/:id',
    requireLogin,
    restHandler(contextOf, async (ctx, req, res) => {
      const found = await ctx.services.completion.documentFile(ctx, Number(req.params.id));
      if (!found) {
        res.status(404).json({ success: false, message: '請求錯誤 (Error404)' });
        return undefined;
      }
      res.set('Cache-Control', 'private, no-store').set('X-Content-Type-Options', 'nosniff').type(found.mime);
      res.attachment(found.name).sendFile(found.file);
      return undefined;
    }),
  );
  return router;
}
