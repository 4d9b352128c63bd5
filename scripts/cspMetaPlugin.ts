/**
 * Puts the strict content security policy into the built page's head. Only the build gets it: in
 * development the page comes from Vite's dev server, whose inline React preamble a meta policy would
 * block (the Electron shell sends that window the development policy as a header instead).
 */
import type { Plugin } from 'vite';
import { META_CONTENT_SECURITY_POLICY } from '../src/main/host/contentSecurityPolicy';

export function cspMetaPlugin(): Plugin {
  return {
    name: 'canju-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}
