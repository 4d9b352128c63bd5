#!/usr/bin/env node
/** The CLI's entry: the Node version first (nodeVersion.ts), then the CLI, loaded only under a Node that can link it. */
import { nodeTooOld, nodeTooOldLine } from './nodeVersion';

if (nodeTooOld(process.versions.node)) {
  process.stderr.write(`${nodeTooOldLine(process.argv.slice(2), process.env, process.versions.node)}\n`);
  process.exitCode = 1;
} else {
  await import('./run');
}
