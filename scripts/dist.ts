/**
 * `npm run dist`: the installer for this machine's platform, signed as well as the machine allows.
 *
 * macOS: with a certificate (CSC_LINK or CSC_NAME) electron-builder signs with it, and notarizes when
 * Apple's credentials are set too (APPLE_API_KEY/APPLE_API_KEY_ID/APPLE_API_ISSUER, or
 * APPLE_ID/APPLE_APP_SPECIFIC_PASSWORD/APPLE_TEAM_ID). Without one, the build is signed ad hoc:
 * Apple-silicon Macs refuse to run unsigned code, and flipping Electron's fuses breaks the signature
 * the binary came with, so an unsigned arm64 app is reported as "damaged".
 *
 * Windows: code-signing keys issued since June 2023 live in hardware or a cloud HSM, never in a .pfx
 * file, so the path that works today is Azure Trusted Signing (electron-builder's azureSignOptions):
 * the account's endpoint, account, certificate profile and publisher name in AZURE_TRUSTED_SIGNING_*,
 * and a Microsoft Entra app's AZURE_TENANT_ID/AZURE_CLIENT_ID/AZURE_CLIENT_SECRET, which
 * electron-builder's signing step reads itself. An older .pfx still works through CSC_LINK. Without
 * either the installer is unsigned.
 *   tsx scripts/dist.ts [--dir]   (--dir: the unpacked app only, no installer)
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Configuration, build } from 'electron-builder';

/** The Trusted Signing settings, each from its variable: all of them are needed, or none. */
const AZURE_SETTINGS = {
  endpoint: 'AZURE_TRUSTED_SIGNING_ENDPOINT',
  codeSigningAccountName: 'AZURE_TRUSTED_SIGNING_ACCOUNT',
  certificateProfileName: 'AZURE_TRUSTED_SIGNING_PROFILE',
  publisherName: 'AZURE_TRUSTED_SIGNING_PUBLISHER',
} as const;
const AZURE_CREDENTIALS = ['AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET'] as const;

export class SigningConfigError extends Error {}

function windowsSigning(env: NodeJS.ProcessEnv): Configuration {
  const names = [...Object.values(AZURE_SETTINGS), ...AZURE_CREDENTIALS];
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return {};
  if (missing.length > 0) throw new SigningConfigError(`Azure Trusted Signing needs ${missing.join(', ')} as well (or none of ${names.join(', ')})`);
  const settings = Object.fromEntries(Object.entries(AZURE_SETTINGS).map(([option, name]) => [option, env[name]!]));
  return { win: { azureSignOptions: settings as { endpoint: string; codeSigningAccountName: string; certificateProfileName: string; publisherName: string } } };
}

export function signingOverrides(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): Configuration {
  if (platform === 'win32') return windowsSigning(env);
  const certificate = Boolean(env.CSC_LINK || env.CSC_NAME);
  if (platform !== 'darwin' || certificate) return {};
  // Ad hoc signing cannot carry the hardened runtime's library validation, and there is nothing to notarize.
  return { mac: { identity: '-', hardenedRuntime: false, notarize: false } };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirOnly = process.argv.includes('--dir');
  let config: Configuration;
  try {
    config = signingOverrides(process.platform, process.env);
  } catch (error) {
    if (!(error instanceof SigningConfigError)) throw error;
    console.error(`Canju: ${error.message}`);
    process.exit(1);
  }
  await build({ config, publish: 'never', dir: dirOnly });
}
