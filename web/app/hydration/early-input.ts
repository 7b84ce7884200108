/**
 * What a visitor did to a page rendered at build time before React took that part of it over
 * (hydrated it), handed to React once it has. React 19 keeps text typed into a field before
 * then on screen but never tells the component, whose state then disagrees with what the
 * visitor sees (and whose next render puts its own value back); a click or a submission has no
 * listener at all. index.html's inline script holds all of these back, in order, until
 * replayHeldInput() takes over: the page is hydrated then, but a part whose code is still
 * downloading (a lazily loaded part) hydrates later, and what happens there waits for it. So
 * does what the visitor does after it, even where React already listens: replayed in the
 * order it was done, a click never acts before a change made ahead of it.
 */

/** What index.html's inline script holds back: its `type` is the event's. */
type HeldInput =
  | { type: 'click'; target: HTMLElement }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { type: 'input' | 'change'; target: Field };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    /**
     * Where index.html's inline script puts what it holds back; while its length is not 0,
     * it holds back what happens on elements React has taken over too.
     */
    heldInput?: { push(input: HeldInput): unknown; readonly length: number };
  }
}

/**
 * Replays what was held back, in order, each as soon as React has taken its element over: at
 * once for the page just hydrated, on a later frame for a part still on its way. Called once,
 * when the page has hydrated; what is held back after that is replayed the same way.
 */
export function replayHeldInput(): void {
  const held = [...((window.heldInput as HeldInput[] | undefined) ?? [])];
  let frameRequested = false;
  // What a replay sets off (the submission after a click, a checkbox's change) is the replay's
  // own: it goes to React at once, not behind what is still held.
  let replaying = false;
  const replayWhatIsReady = () => {
    frameRequested = false;
    while (held[0] && (!held[0].target.isConnected || isTakenOverByReact(held[0].target))) {
      replaying = true;
      try {
        replay(held.shift()!);
      } finally {
        replaying = false;
      }
    }
    if (held.length > 0 && !frameRequested) {
      frameRequested = true;
      requestAnimationFrame(replayWhatIsReady);
    }
  };
  window.heldInput = {
    push: (input) => {
      held.push(input);
      // Held during a replay (on an element React has yet to take over), it waits its turn there.
      if (!replaying) replayWhatIsReady();
    },
    get length() {
      return replaying ? 0 : held.length;
    },
  };
  replayWhatIsReady();
}

function replay(input: HeldInput): void {
  if (!input.target.isConnected) return;
  switch (input.type) {
    case 'click':
      input.target.click();
      break;
    case 'submit':
      // A submit event of our own runs the form's handler and, unlike requestSubmit(), cannot
      // send the form to the address bar if no handler stops it.
      input.target.dispatchEvent(
        new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: input.submitter }),
      );
      break;
    default:
      if (differsFromRendered(input.target)) replayChange(input.target);
  }
}

/** True when a field's value is not the one it was rendered with: the visitor changed it. */
function differsFromRendered(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && isCheckable(field)) {
    // Of a radio group, the one now checked stands for the group.
    return field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
  }
  return field.value !== field.defaultValue;
}

/**
 * Makes React see a change it missed, as the browser would have reported it: React compares
 * a field's value with the one it last saw (which, for a field changed before hydration, is
 * already the new one), so the field goes back to the value it was rendered with through
 * React's own setter, then to the visitor's behind its back, and an input event follows. A
 * field the visitor has left also gets its blur, which is when most fields check what was typed.
 */
function replayChange(field: Field): void {
  if (field instanceof HTMLInputElement && isCheckable(field)) {
    field.checked = !field.checked;
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    const typed = field.value;
    field.value = field.defaultValue;
    nativeValueSetter(field).call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (document.activeElement !== field) {
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
}

/**
 * True once React has hydrated the element: React keeps its record of an element under a
 * property named __reactFiber$<random suffix> (ReactDOMComponentTree), the one sign of it.
 * index.html's inline script tells the same way.
 */
function isTakenOverByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

function isCheckable(input: HTMLInputElement): boolean {
  return input.type === 'checkbox' || input.type === 'radio';
}

/** The browser's own setter of `value`, under the one React puts on each field it tracks. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setter) throw new Error(`${field.tagName} has no value setter`);
  return setter;
}
