// Once for the whole end-to-end run: one Chromium (test files connect to it
// instead of launching their own) and one server for dist/.
import { chromium } from 'playwright-core';
import { browserArgs, chromiumPath } from './browser.js';
import { serveDist } from './server.js';

export default async function setup(project) {
  const browserServer = await chromium.launchServer({
    executablePath: chromiumPath,
    args: browserArgs,
  });
  const server = await serveDist();
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  project.provide('labUrl', server.url);
  return async () => {
    await server.close();
    await browserServer.close();
  };
}
