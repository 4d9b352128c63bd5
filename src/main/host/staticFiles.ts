/**
 * The built renderer's files as both hosts serve them (the browser host over HTTP, the Electron shell
 * over its `canju://` scheme): a URL path maps to a file inside the root, or to nothing, never to a
 * file outside it.
 */
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2',
};

export function contentType(file: string): string {
  return TYPES[extname(file)] ?? 'application/octet-stream';
}

/** The file a URL path names inside `root` (`/` is the page), or null when it is malformed, outside the root or absent. */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath === '/' || urlPath === '' ? '/index.html' : urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(root, relative));
  if (!file.startsWith(normalize(root) + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}
