import type { RequestHandler } from 'express';

/** The zh-TW refusal of a query parameter sent more than once. */
export const REPEATED_PARAM_MESSAGE = (name: string) => `「${name}」只能填一個值`;

/**
 * REST paths read each query parameter as one string. Express turns a repeated one (`?tradeNo=a&tradeNo=b`) into
 * an array, which a handler would pass on to SQL or a string method and fail with a 500; it is refused up front
 * with 400 and the legacy envelope, naming the parameter.
 */
export const singleValuedQuery: RequestHandler = (req, res, next) => {
  const query = req.query as Record<string, unknown>;
  for (const name in query) {
    if (typeof query[name] !== 'string')
      return void res.status(400).json({ success: false, message: REPEATED_PARAM_MESSAGE(name) });
  }
  next();
};
