/**
 * `localStorage`, read and written so that a refusal never breaks a screen: storage can be switched
 * off or full (reading `localStorage` then throws), and a setting is then kept for this session only.
 */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readSetting(key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeSetting(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or refused: the choice lasts for this session only.
  }
}
