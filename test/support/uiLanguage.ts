/**
 * The app opened as a new user whose browser speaks `languages` (Chinese unless said): nothing
 * remembered from an earlier test (language, tab, analysis), the browser's languages set.
 */
export function newUser(languages: readonly string[] = ['zh-CN', 'zh']): void {
  localStorage.clear();
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}
