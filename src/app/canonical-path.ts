import { matchRoute, type Parser } from 'wouter';

/**
 * The route table's spelling of `path`: wouter matches patterns regardless of case, so `/Login`
 * rendered the login page inside the wrong (non-bare) layout and `/SUPPORT` under an address no
 * link uses. The literal segments of the first matching pattern are taken in the table's case;
 * parameters (slugs, ids, tokens) are kept as typed. Paths that match no route stay as they are.
 */
export function canonicalPath(path: string, patterns: readonly string[], parser: Parser): string {
  const pattern = patterns.find((candidate) => matchRoute(parser, candidate, path)[0]);
  if (!pattern) return path;
  const literals = pattern.split('/');
  return path
    .split('/')
    .map((segment, index) => {
      const literal = literals[index];
      const isLiteral = literal !== undefined && !literal.startsWith(':') && !literal.startsWith('*');
      return isLiteral && literal.toLowerCase() === segment.toLowerCase() ? literal : segment;
    })
    .join('/');
}
