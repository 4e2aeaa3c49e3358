// Debian's Chromium driven by playwright-core (no browser download).
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const browserArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Chromium of its own (benchmarks, scripts). */
export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: browserArgs });
}
