/**
 * What the test runner does outside the page: keys pressed as a user presses them, and the size of
 * the viewport.
 *
 * @example
 * await sendKeys({ press: 'Escape' });
 * await viewport({ width: 390, height: 844 }, this);
 */
import { executeServerCommand, setViewport, type SendKeysPayload } from '@web/test-runner-commands';

/**
 * Presses, types, holds or releases keys as a user does (`{ press: 'Enter' }`, `{ type: 'shirt' }`,
 * `{ down: 'Shift' }`, `{ up: 'Shift' }`; key names as puppeteer's), in every engine: the
 * `shop-send-keys` command of scripts/browser-launchers.mjs.
 */
export async function sendKeys(payload: SendKeysPayload): Promise<void> {
  await executeServerCommand('shop-send-keys', payload);
}

/**
 * Sets the page's viewport (`@web/test-runner-commands`' setViewport), or skips the running test
 * where the engine's driver cannot (WebKitGTK through WebKitWebDriver: "Setting viewport is not
 * supported for browser type webdriver"); the layout at that width is then checked in Chromium and
 * Firefox. In an `after` hook, pass no `test`: an engine without it changed nothing to put back.
 */
export async function viewport(size: { width: number; height: number }, test?: Mocha.Context): Promise<void> {
  try {
    await setViewport(size);
  } catch (error) {
    if (!String(error).includes('not supported')) throw error;
    test?.skip();
  }
}
