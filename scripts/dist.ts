/**
 * `npm run dist`: the installer for this machine's platform, signed as well as the machine allows.
 * With a certificate (CSC_LINK or CSC_NAME) electron-builder signs with it, and on macOS notarizes
 * when Apple's credentials are set too (APPLE_API_KEY/APPLE_API_KEY_ID/APPLE_API_ISSUER, or
 * APPLE_ID/APPLE_APP_SPECIFIC_PASSWORD/APPLE_TEAM_ID). Without one, a Mac build is signed ad hoc:
 * Apple-silicon Macs refuse to run unsigned code, and flipping Electron's fuses breaks the signature
 * the binary came with, so an unsigned arm64 app is reported as "damaged".
 *   tsx scripts/dist.ts [--dir]   (--dir: the unpacked app only, no installer)
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Configuration, build } from 'electron-builder';

export function signingOverrides(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): Configuration {
  const certificate = Boolean(env.CSC_LINK || env.CSC_NAME);
  if (platform !== 'darwin' || certificate) return {};
  // Ad hoc signing cannot carry the hardened runtime's library validation, and there is nothing to notarize.
  return { mac: { identity: '-', hardenedRuntime: false, notarize: false } };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirOnly = process.argv.includes('--dir');
  await build({ config: signingOverrides(process.platform, process.env), publish: 'never', dir: dirOnly });
}
