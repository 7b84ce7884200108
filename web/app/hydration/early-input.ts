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
  | HeldChange;

/** A change to a field, with the field's value and checked state as the visitor left them. */
type HeldChange = { type: 'input' | 'change'; target: Field; value: string; checked: boolean };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    /**
     * Where index.html's inline script puts what it holds back; while its length is not 0,
     * it holds back what happens on elements React has taken over too.
     */
    heldInput?: Iterable<HeldInput> & { push(input: HeldInput): unknown; readonly length: number };
  }
}

/**
 * Replays what was held back, in order, one at a time: the first at once, each next one in a
 * task of its own, once React has rendered what the one before changed (a click then acts on
 * the state a change typed ahead of it made, not on the state from before), and each only
 * once React has taken its element over (on a later frame for a part still on its way).
 * Called once, when the page has hydrated; what is held back after that is replayed the same way.
 */
export function replayHeldInput(): void {
  const held = [...((window.heldInput as HeldInput[] | undefined) ?? [])];
  // A frame or a task is already asked for, which will go on with the replay.
  let waiting = false;
  // What a replay sets off (the submission after a click, a checkbox's change) is the replay's
  // own: it goes to React at once, not behind what is still held.
  let replaying = false;
  const replayNext = () => {
    waiting = false;
    // Of changes to one field in a row, the last holds what the visitor left there: the ones
    // before it go at once, so a render cannot come between.
    while (isChange(held[0]) && isChange(held[1]) && held[1].target === held[0].target) {
      held.shift();
    }
    const next = held[0];
    if (!next) return;
    if (next.target.isConnected && !isTakenOverByReact(next.target)) {
      waiting = true;
      requestAnimationFrame(replayNext);
      return;
    }
    held.shift();
    replaying = true;
    try {
      replay(next);
    } finally {
      replaying = false;
    }
    if (held.length > 0) {
      waiting = true;
      setTimeout(replayNext);
    }
  };
  window.heldInput = {
    push: (input) => {
      held.push(input);
      // Held during a replay (on an element React has yet to take over), it waits its turn there.
      if (!replaying && !waiting) replayNext();
    },
    get length() {
      return replaying ? 0 : held.length;
    },
    // index.html's inline script reads what is still held to put a field's value back.
    [Symbol.iterator]: () => held[Symbol.iterator](),
  };
  replayNext();
}

const isChange = (input: HeldInput | undefined): input is HeldChange =>
  input?.type === 'input' || input?.type === 'change';

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
      if (differsFromRendered(input)) replayChange(input);
  }
}

/** True when the visitor left a field other than it was rendered: they changed it. */
function differsFromRendered({ target: field, value, checked }: HeldChange): boolean {
  if (field instanceof HTMLSelectElement) {
    const rendered =
      [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return value !== (rendered?.value ?? '');
  }
  if (field instanceof HTMLInputElement && isCheckable(field)) {
    // Of a radio group, the one now checked stands for the group.
    return checked !== field.defaultChecked && (field.type === 'checkbox' || checked);
  }
  return value !== field.defaultValue;
}

/**
 * Makes React see a change it missed, as the browser would have reported it, whatever a render
 * since has put in the field: React compares a field's value with the one it last saw, so the
 * field goes to the value it was rendered with through React's own setter, then to the
 * visitor's behind its back, and an input event follows. A field the visitor has left also
 * gets its blur, which is when most fields check what was typed.
 */
function replayChange({ target: field, value, checked }: HeldChange): void {
  if (field instanceof HTMLInputElement && isCheckable(field)) {
    // Through React's setter: the click that puts the visitor's state back reads as a change.
    field.checked = !checked;
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    field.value = field.defaultValue;
    nativeValueSetter(field).call(field, value);
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
