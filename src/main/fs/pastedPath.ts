/**
 * A path as the user pasted it. Windows Explorer's "Copy as path" (and Finder's Option-copy in some
 * terminals) wraps it in double quotes, and a copy from a document often brings spaces or a line end
 * along; none of these can be part of a path the user meant, so they go before the path is checked.
 */
export function pastedPath(text: string): string {
  const trimmed = text.trim();
  const quoted = /^(["'])(.*)\1$/s.exec(trimmed);
  return quoted ? quoted[2].trim() : trimmed;
}
