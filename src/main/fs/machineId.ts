/**
 * This computer's identity, for telling whether a lock file's holder runs here (where its process can
 * be checked) or on another computer sharing the folder (where it cannot). A host name is not enough
 * on macOS, whose name follows the network (`Lis-MacBook.local` at home, `dhcp-10-2-3-4.corp` at work),
 * so there the hardware UUID decides, and on Windows the installation's MachineGuid. Linux keeps host
 * names stable, and its machine-id is shared by every container made from one image (whose processes
 * this one cannot see), so there the host name decides.
 */
import { execFileSync } from 'node:child_process';
import { hostname } from 'node:os';

export interface MachineIdentity {
  readonly host: string;
  /** The hardware or installation id where the platform has a stable one; null elsewhere. */
  readonly id: string | null;
}

/** Reads the platform's id from a command's output; null when there is none. */
export function parseMachineId(platform: NodeJS.Platform, output: string): string | null {
  const found = platform === 'darwin'
    ? /"IOPlatformUUID"\s*=\s*"([0-9A-Fa-f-]+)"/.exec(output)
    : platform === 'win32' ? /MachineGuid\s+REG_SZ\s+([0-9A-Fa-f-]+)/.exec(output) : null;
  return found ? found[1].toLowerCase() : null;
}

const COMMANDS: Partial<Record<NodeJS.Platform, [string, string[]]>> = {
  darwin: ['/usr/sbin/ioreg', ['-rd1', '-c', 'IOPlatformExpertDevice']],
  win32: ['reg', ['query', 'HKLM\\SOFTWARE\\Microsoft\\Cryptography', '/v', 'MachineGuid']],
};

let cached: MachineIdentity | undefined;

/** Asked once per process (a child process of some 20 ms on macOS and Windows). */
export function thisMachine(): MachineIdentity {
  if (!cached) {
    const command = COMMANDS[process.platform];
    let id: string | null = null;
    if (command) {
      try {
        id = parseMachineId(process.platform, execFileSync(command[0], command[1], { encoding: 'utf8', timeout: 5000, windowsHide: true }));
      } catch {
        // No id: the host name decides, as on Linux.
      }
    }
    cached = { host: hostname(), id };
  }
  return cached;
}

/**
 * Whether two identities are one computer: by id when both have one, else by the whole host name
 * (two computers named `server` in two domains that share a folder must not be taken for one).
 */
export function sameMachine(a: MachineIdentity, b: MachineIdentity): boolean {
  return a.id !== null && b.id !== null ? a.id === b.id : a.host.toLowerCase() === b.host.toLowerCase();
}
