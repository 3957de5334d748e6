/** How deep a JSON request body may nest: every call's body is a flat object or one level below. */
export const MAX_BODY_DEPTH = 32;

/**
 * What is wrong with a parsed JSON body before any schema or database sees it: nesting deeper than
 * MAX_BODY_DEPTH (a 10,000-deep body overflows recursive code further on), or text with NUL
 * characters (PostgreSQL cannot store U+0000 in text). Null when neither.
 */
export function bodyShapeProblem(body: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path: path || '(body)', message: 'must not contain NUL characters' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { path: path || '(body)', message: `nests deeper than ${MAX_BODY_DEPTH} levels` };
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return { path: path || '(body)', message: 'keys must not contain NUL characters' };
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}
