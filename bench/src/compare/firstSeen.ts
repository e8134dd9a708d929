// Times taken inside the page, in its own clock: the frame in which an element first appears. A timer in the test
// process would add the protocol's round trips and the locator's polling, which backs off to 500 ms between checks:
// the same page measured 0.9 s or 1.4 s depending on which check caught it.
import type { Page } from '@playwright/test';

/**
 * Defines `window.__benchSeen` (name → ms since the page's time origin) and `window.__benchWatch(name, selector,
 * text)`, which records the animation frame after an element matching `selector` whose text is `text` (and that is
 * laid out and not disabled) is first in the document. A string: tsx compiles named functions with a helper the page
 * does not have.
 */
const WATCH_SCRIPT = `(() => {
  if (window.__benchWatch) return;
  window.__benchSeen = {};
  window.__benchWatch = (name, selector, text) => {
    const present = () =>
      Array.from(document.querySelectorAll(selector)).some(
        (el) => el.textContent.trim() === text && !el.disabled && el.getBoundingClientRect().width > 0,
      );
    const seen = () => requestAnimationFrame(() => (window.__benchSeen[name] = performance.now()));
    if (present()) return seen();
    const observer = new MutationObserver(() => {
      if (!present()) return;
      observer.disconnect();
      seen();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  };
})()`;

/** Before `page` navigates: its documents record when the button `name` is first usable (`usableAt`). */
export async function watchButtonFromStart(page: Page, name: string): Promise<void> {
  await page.addInitScript(
    `${WATCH_SCRIPT}; window.__benchWatch('usable', 'button', ${JSON.stringify(name)})`,
  );
}

/**
 * The value `expression` reads in the page once it is defined: a locator may see the element before the animation
 * frame that records it has run.
 */
async function recorded(page: Page, expression: string): Promise<number> {
  await page.waitForFunction(`${expression} !== undefined`, undefined, { timeout: 30_000 });
  return Number(await page.evaluate(expression));
}

/** Ms from the document's time origin to the frame the watched button was drawn usable in. */
export async function usableAt(page: Page): Promise<number> {
  return recorded(page, 'window.__benchSeen.usable');
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** On a loaded page: watches for the heading `heading`, then runs `start`, which records where the timing begins. */
async function watchHeadingAfter(page: Page, heading: string, start: string): Promise<void> {
  await page.evaluate(`${WATCH_SCRIPT};
    delete window.__benchSeen.heading;
    window.__benchWatch('heading', '${HEADINGS}', ${JSON.stringify(heading)});
    ${start}`);
}

/** On a loaded page: records the next click and the frame the heading `heading` is first drawn in. */
export async function watchClickToHeading(page: Page, heading: string): Promise<void> {
  await watchHeadingAfter(
    page,
    heading,
    `document.addEventListener('click', () => (window.__benchSeen.start = performance.now()), { capture: true, once: true })`,
  );
}

/** On a loaded page: goes to `hash` and records the frame the heading `heading` is first drawn in. */
export async function watchHashToHeading(page: Page, hash: string, heading: string): Promise<void> {
  await watchHeadingAfter(
    page,
    heading,
    `window.__benchSeen.start = performance.now(); window.location.hash = ${JSON.stringify(hash)}`,
  );
}

/** Ms from the recorded click or hash change to the frame the heading was drawn in (waits for that frame). */
export async function startToHeading(page: Page): Promise<number> {
  return (
    (await recorded(page, 'window.__benchSeen.heading')) -
    Number(await page.evaluate('window.__benchSeen.start'))
  );
}
