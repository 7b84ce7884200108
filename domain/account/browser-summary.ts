/** Browsers in the order to test them: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems in the order to test them: Android and Chrome OS also say "Linux", iOS says "Mac OS X". */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'Chrome OS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * What a person calls the browser behind a User-Agent header: 'Chrome on Windows',
 * 'Safari on iOS'. Only the common browsers are named; the rest read 'Unknown browser'.
 */
export function summarizeUserAgent(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser) return system ? `${browser} on ${system}` : browser;
  return system ? `Browser on ${system}` : 'Unknown browser';
}
