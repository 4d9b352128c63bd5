/**
 * The installed app's layout, as `electron-builder --dir` makes it from our config. The Electron
 * binary cannot be fetched here, so the package is built around a stand-in binary that carries
 * Electron's fuse wire (the sentinel, then the wire's version, length and one byte per fuse): the
 * packaging, the asar archive, what is unpacked beside it and the fuses flipped are electron-builder's
 * real work over our real build.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listPackage, statFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { Platform, build } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsideAsar } from '../../src/main/tablebase/generate/spawnWorker';
import { signingOverrides } from '../../scripts/dist';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The platform part of resvg's package and addon names, as its loader (@resvg/resvg-js/js-binding.js) picks them. */
function resvgSuffix(platform: NodeJS.Platform, arch: string): string {
  if (platform === 'win32') return `win32-${arch}-msvc`;
  if (platform === 'darwin') return `darwin-${arch}`;
  return `linux-${arch}-gnu`;
}
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
// Electron's defaults: run as node, no cookie encryption, NODE_OPTIONS and --inspect honoured, no asar checks, file:// privileged.
const DEFAULT_WIRE = '10110001';
const ENABLE = '1'.charCodeAt(0), DISABLE = '0'.charCodeAt(0);

let work: string, resources: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'canju-packaged-'));
  const dist = join(work, 'electron-dist');
  mkdirSync(join(dist, 'resources'), { recursive: true });
  const binary = Buffer.concat([Buffer.from(`#!/bin/sh\n# ${SENTINEL}`), Buffer.from([1, DEFAULT_WIRE.length]), Buffer.from(DEFAULT_WIRE), Buffer.from('\n')]);
  writeFileSync(join(dist, 'electron'), binary);
  chmodSync(join(dist, 'electron'), 0o755);
  for (const name of ['chrome-sandbox', 'LICENSE', 'LICENSES.chromium.html']) writeFileSync(join(dist, name), '');
  await build({
    projectDir: root, targets: Platform.LINUX.createTarget('dir'), publish: 'never',
    config: { electronDist: dist, directories: { output: join(work, 'out') } },
  });
  resources = join(work, 'out', 'linux-unpacked', 'resources');
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packaged app', () => {
  it('keeps the code in app.asar and unpacks what plain Node must read', () => {
    const archive = join(resources, 'app.asar');
    const files = listPackage(archive, { isPack: false }).map((f) => f.replaceAll('\\', '/'));
    for (const file of ['/out/main/index.js', '/out/main/generateWorker.js', '/out/main/searchWorker.js', '/out/preload/index.cjs', '/out/renderer/index.html', '/package.json']) {
      expect(files).toContain(file);
    }
    expect(statFile(archive, 'out/main/generateWorker.js')).toMatchObject({ unpacked: true });
    expect(statFile(archive, 'out/main/searchWorker.js')).toMatchObject({ unpacked: true });
    expect(statFile(archive, 'out/renderer/index.html')).not.toMatchObject({ unpacked: true });
    // better-sqlite3 ships N-API prebuilds, one per platform; the package was built for Linux on this machine's
    // architecture and keeps that one prebuild only, without the sources a compile would need.
    const addon = `/node_modules/better-sqlite3/prebuilds/linux-${process.arch}.node`;
    expect(files).toContain(addon);
    expect(statFile(archive, addon.slice(1))).toMatchObject({ unpacked: true });
    expect(existsSync(join(resources, 'app.asar.unpacked', addon))).toBe(true);
    expect(files.filter((f) => f.startsWith('/node_modules/better-sqlite3/prebuilds/') && f.endsWith('.node'))).toEqual([addon]);
    expect(files.filter((f) => /\/node_modules\/better-sqlite3\/(deps|src)\/|binding\.gyp$/.test(f))).toEqual([]);
    expect(files).toContain('/node_modules/better-sqlite3/lib/index.js');
  });

  it("unpacks the diagram renderer's native addon, which renders a PNG from there", () => {
    // npm installed the platform package of the machine that packs (electron-builder copies what is installed).
    const unpacked = join(resources, 'app.asar.unpacked', 'node_modules', '@resvg', 'resvg-js');
    const suffix = resvgSuffix(process.platform, process.arch);
    const addon = join(resources, 'app.asar.unpacked', 'node_modules', '@resvg', `resvg-js-${suffix}`, `resvgjs.${suffix}.node`);
    expect(existsSync(addon)).toBe(true);
    const script = `const { Resvg } = require(${JSON.stringify(unpacked)}); process.stdout.write(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>').render().asPng().subarray(0, 8).toString('hex'))`;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })).toBe('89504e470d0a1a0a');
  });

  it('starts the generation worker from the unpacked copy, not from inside the archive', () => {
    const asWorkerSees = join(resources, 'app.asar', 'out', 'main', 'generateWorker.js');
    const started = outsideAsar(asWorkerSees);
    expect(started).toBe(join(resources, 'app.asar.unpacked', 'out', 'main', 'generateWorker.js'));
    expect(readFileSync(started, 'utf8')).toBe(readFileSync(join(root, 'out', 'main', 'generateWorker.js'), 'utf8'));
    // Plain Node reads the unpacked files as ES modules only with our package.json beside them.
    expect(JSON.parse(readFileSync(join(resources, 'app.asar.unpacked', 'package.json'), 'utf8'))).toMatchObject({ type: 'module' });
    // A path that merely resembles the archive's name is left alone.
    expect(outsideAsar('/home/me/app.asar-notes/x.js')).toBe('/home/me/app.asar-notes/x.js');
  });

  it('flips the fuses of electron-builder.yml in the binary', async () => {
    const wire = await getCurrentFuseWire(join(work, 'out', 'linux-unpacked', 'canju'));
    expect(wire[FuseV1Options.RunAsNode]).toBe(DISABLE);
    expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(ENABLE);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(DISABLE);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(DISABLE);
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(ENABLE);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(ENABLE);
    expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(DISABLE);
  });
});

describe('signing', () => {
  it('signs a Mac build ad hoc when no certificate is given, so Apple silicon runs it', () => {
    expect(signingOverrides('darwin', {})).toEqual({ mac: { identity: '-', hardenedRuntime: false, notarize: false } });
    expect(signingOverrides('darwin', { CSC_LINK: '' })).toMatchObject({ mac: { identity: '-' } });
  });

  it('leaves signing to the certificate when there is one, and to nothing elsewhere', () => {
    expect(signingOverrides('darwin', { CSC_LINK: 'base64…', CSC_KEY_PASSWORD: 'x' })).toEqual({});
    expect(signingOverrides('darwin', { CSC_NAME: 'Developer ID Application: Canju' })).toEqual({});
    expect(signingOverrides('win32', {})).toEqual({});
    expect(signingOverrides('win32', { CSC_LINK: 'old.pfx', CSC_KEY_PASSWORD: 'x' })).toEqual({});
    expect(signingOverrides('linux', {})).toEqual({});
  });

  it('signs Windows builds with Azure Trusted Signing when its account and credentials are given, and says what is missing', () => {
    const azure = {
      AZURE_TRUSTED_SIGNING_ENDPOINT: 'https://eus.codesigning.azure.net/', AZURE_TRUSTED_SIGNING_ACCOUNT: 'canju',
      AZURE_TRUSTED_SIGNING_PROFILE: 'canju-public', AZURE_TRUSTED_SIGNING_PUBLISHER: 'Canju contributors',
      AZURE_TENANT_ID: 't', AZURE_CLIENT_ID: 'c', AZURE_CLIENT_SECRET: 's',
    };
    expect(signingOverrides('win32', azure)).toEqual({
      win: { azureSignOptions: { endpoint: 'https://eus.codesigning.azure.net/', codeSigningAccountName: 'canju', certificateProfileName: 'canju-public', publisherName: 'Canju contributors' } },
    });
    const partial: Record<string, string> = { ...azure, AZURE_CLIENT_SECRET: '', AZURE_TRUSTED_SIGNING_PROFILE: '' };
    expect(() => signingOverrides('win32', partial)).toThrow(/^Azure Trusted Signing needs AZURE_TRUSTED_SIGNING_PROFILE, AZURE_CLIENT_SECRET as well/);
    // Secrets that expand to empty strings in a workflow without them count as absent.
    expect(signingOverrides('win32', Object.fromEntries(Object.keys(azure).map((k) => [k, ''])))).toEqual({});
  });
});
