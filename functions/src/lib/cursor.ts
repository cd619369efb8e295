/**
 * Page cursors of the paged callables: the last document's sort value and id, as opaque
 * base64url JSON, so clients pass them back without reading them.
 */
export function encodeCursor(value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/**
 * A cursor's sort value and document id, or null for anything that is not one. The id is a
 * document id (not empty, no path): startAfter would throw on either.
 */
export function decodeCursor(cursor: string): [value: unknown, id: string] | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      typeof decoded[1] === 'string' &&
      /^[^/]{1,1500}$/.test(decoded[1])
    ) {
      return [decoded[0], decoded[1]];
    }
  } catch {
    // not base64url JSON: not a cursor
  }
  return null;
}
