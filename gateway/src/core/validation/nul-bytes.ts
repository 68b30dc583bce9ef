import type { RequestHandler } from 'express';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL byte anywhere in the input would surface as a 500 from the
 * database. It is refused up front, naming the field: in paths, REST bodies and query strings, in GraphQL variables
 * (this middleware), and in string literals written into a GraphQL document (the validation rule below).
 */
export const NUL_MESSAGE = (field: string) => `「${field}」含有不允許的控制字元`;

/** The dotted path of the first string holding a NUL byte, or null. */
export function nulBytePath(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at || '(body)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulBytePath(value[i], `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = nulBytePath(key, at) ?? nulBytePath(inner, at ? `${at}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** What a NUL byte written into the path (`%00`, which Express decodes into a route parameter) is reported as. */
const PATH_FIELD = '網址路徑';

/** Express middleware: 400 with the surface's envelope when the path, body or query string carries a NUL byte. */
export function rejectNulBytes(isGraphql: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const field = (/%00/.test(req.path) ? PATH_FIELD : null) ?? nulBytePath(req.query) ?? nulBytePath(req.body);
    if (!field) return next();
    const name = field.replace(/^variables\./, '');
    if (isGraphql(req.path))
      res
        .status(400)
        .json({ errors: [{ message: NUL_MESSAGE(name), extensions: { code: 'BAD_USER_INPUT', field: name } }] });
    else res.status(400).json({ success: false, message: NUL_MESSAGE(name) });
  };
}

/** Validation rule: a string literal in the document with a NUL byte (written as \u0000) is refused. */
export function noNulBytesRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node, _key, _parent, _path, ancestors) {
      if (!node.value.includes('\u0000')) return;
      const argument = [...ancestors]
        .reverse()
        .find((a) => !Array.isArray(a) && (a as { kind?: string }).kind === 'Argument') as
        { name?: { value: string } } | undefined;
      const field = argument?.name?.value ?? 'input';
      context.reportError(
        new GraphQLError(NUL_MESSAGE(field), { nodes: [node], extensions: { code: 'BAD_USER_INPUT', field } }),
      );
    },
  };
}
