import { expect, type Frame, type Locator, type Page } from '@playwright/test';

/** What has the keyboard focus, and whether a sighted user can see where it is. */
type FocusState = {
  /** The focused element, as "button 'Pay $18.00 by card'"; null when focus is on the body. */
  element: string | null;
  /** Whether it looks different focused than unfocused (outline, shadow, border or colours). */
  indicated: boolean;
  /** Whether it has a size on screen: an indicator on a hidden element shows nothing. */
  shown: boolean;
};

/**
 * The focus as seen in one frame's document. Whether the focused element looks focused is found
 * by comparing it with an unfocused copy: its nearest two levels of ancestors are cloned
 * beside the original (hidden), and the computed outline, shadow, border and colours of every
 * element in the two trees are compared. The copy catches indicators drawn on a wrapper (a card
 * around a hidden radio, a field's box) and by :focus-within or :has(); nothing is blurred, so
 * no blur handler (a field's check, a closing suggestion list) runs because of the test.
 */
function focusInDocument(): FocusState {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) {
    return { element: null, indicated: false, shown: false };
  }
  let root: HTMLElement = focused;
  for (let level = 0; level < 2; level += 1) {
    const parent: HTMLElement | null = root.parentElement;
    if (!parent || parent === document.body) break;
    root = parent;
  }
  const copy = root.cloneNode(true) as HTMLElement;
  // A copied iframe would load its page again; an empty element keeps the trees aligned.
  for (const frame of copy.querySelectorAll('iframe')) {
    frame.replaceWith(document.createElement('span'));
  }
  // A copied radio keeps its name and its checked state: connected beside the original, it would
  // join the original's group and uncheck the real one. Without a name it is a group of its own.
  for (const input of copy.querySelectorAll('input[name]')) input.removeAttribute('name');
  copy.setAttribute('aria-hidden', 'true');
  copy.style.position = 'absolute';
  copy.style.visibility = 'hidden';
  root.after(copy);
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return [
      style.outlineStyle,
      style.outlineWidth,
      style.outlineColor,
      style.boxShadow,
      style.borderTopColor,
      style.borderBottomColor,
      style.backgroundColor,
      style.color,
      style.textDecorationLine,
    ].join('|');
  };
  const originals = [root, ...root.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  const indicated = originals.some((element, index) => {
    const twin = copies[index];
    return twin !== undefined && look(element) !== look(twin);
  });
  copy.remove();
  // A visually hidden input (a chip, a switch) is seen through its label, which draws the control.
  const label = (focused as HTMLInputElement).labels?.[0];
  const box = (focused.offsetWidth > 0 || !label ? focused : label).getBoundingClientRect();
  const name =
    focused.getAttribute('aria-label') ?? label?.textContent ?? focused.textContent ?? '';
  return {
    element: `${focused.tagName.toLowerCase()} '${name.trim().slice(0, 60)}'`,
    indicated,
    shown: box.width > 0 && box.height > 0,
  };
}

/** The frame that holds the focus: the page, or the iframe its focused element is. */
async function focusedFrame(page: Page): Promise<Frame> {
  let frame = page.mainFrame();
  for (;;) {
    const inner = await frame.evaluateHandle(() => document.activeElement);
    const element = inner.asElement();
    const child = element && (await element.contentFrame());
    if (!child) return frame;
    frame = child;
  }
}

/**
 * Fails unless something other than the body has the focus, on screen, and looks focused:
 * focus is never lost (after a step, a dialog or an error) and a keyboard user always sees it.
 */
export async function expectFocusVisible(page: Page, after: string): Promise<void> {
  // Retried briefly: a field's border takes its focus colour through a short transition, and
  // read at its first frame it still looks unfocused. 5 s, not 2: on a starved two-core machine
  // one reading (cloning the focused element's surroundings and computing their styles) alone
  // took over 2 s, and the check timed out with the focus shown.
  await expect(async () => {
    const focus = await (await focusedFrame(page)).evaluate(focusInDocument);
    expect(focus.element, `focus lost after ${after}`).not.toBeNull();
    expect(focus.shown, `${focus.element} focused but not shown, after ${after}`).toBe(true);
    expect(focus.indicated, `${focus.element} focused without an indicator, after ${after}`).toBe(
      true,
    );
  }).toPass({ timeout: 5_000 });
}

/** Presses a key (Tab, Enter, ArrowDown, Space…) and checks the focus is still visible. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusVisible(page, key);
}

/** Whether `target` has the focus of its document, and that document the page's focus. */
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement && document.hasFocus());

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, checking at every stop
 * that the focus is visible, as a keyboard user walks a page.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 60 } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; !(await isFocused(target)); presses += 1) {
    expect(presses, `Tab never reached ${target}`).toBeLessThan(maxPresses);
    await press(page, backwards ? 'Shift+Tab' : 'Tab');
  }
}

/** Tabs to a text field and types into it, as a person does. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
