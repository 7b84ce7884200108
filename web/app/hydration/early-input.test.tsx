import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import INDEX_HTML from '../../index.html?raw';
import { replayHeldInput } from './early-input.ts';
import { HydrationMark } from './hydration-mark.tsx';

// index.html's inline script, run as the browser runs it: it holds back what happens before
// React takes an element over, and replayHeldInput() hands it to React afterwards.
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX_HTML)?.[1] ?? '';

/** Marks an element as React marks one it has taken over (hydrated). */
const takeOver = <T extends Element>(element: T): T =>
  Object.assign(element, { __reactFiber$test: {} });

/**
 * Types into a field as a browser does: the value changes, then an input event says so. The
 * browser's own setter, not the one React puts on a field it tracks: React would take a value
 * set through that as its own, not the visitor's.
 */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const callbacks = frames;
  frames = [];
  for (const callback of callbacks) callback(performance.now());
};

beforeAll(() => {
  expect(INLINE_SCRIPT).toContain('heldInput');
  new Function(INLINE_SCRIPT)();
});

beforeEach(() => {
  window.heldInput = [];
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('input held back until React takes it over', () => {
  it('replays a click on an element React has taken over after a change held for a part still loading', () => {
    const root = document.getElementById('root')!;
    root.innerHTML = '<input id="street" value=""><button id="enter" type="button">Enter</button>';
    const street = root.querySelector<HTMLInputElement>('#street')!;
    const enter = root.querySelector<HTMLButtonElement>('#enter')!;
    const seen: string[] = [];
    street.addEventListener('input', () => seen.push(`input ${street.value}`));
    enter.addEventListener('click', () => seen.push('click'));

    // The street is in a part whose code is still on its way; the button is React's already.
    type(street, '3575 Avenue du Parc');
    takeOver(enter);
    replayHeldInput();
    seen.length = 0;
    enter.click();
    expect(seen).toEqual([]);

    takeOver(street);
    nextFrame();
    expect(seen).toEqual(['input 3575 Avenue du Parc']);
    // The click comes a task later, once React has rendered what the change did.
    vi.runAllTimers();
    expect(seen).toEqual(['input 3575 Avenue du Parc', 'click']);
    expect(window.heldInput?.length).toBe(0);
  });

  it('lets what a replay sets off through at once, ahead of what is still held', () => {
    const root = document.getElementById('root')!;
    root.innerHTML =
      '<form id="quote"><button id="send">Send</button></form><input id="later" value="">';
    const form = root.querySelector<HTMLFormElement>('#quote')!;
    const send = root.querySelector<HTMLButtonElement>('#send')!;
    const later = root.querySelector<HTMLInputElement>('#later')!;
    const seen: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('submit');
    });
    later.addEventListener('input', () => seen.push(`input ${later.value}`));

    send.click();
    type(later, 'M5V 3L9');
    seen.length = 0;
    // The form is React's now; the field after it is in a part still loading.
    takeOver(form);
    takeOver(send);
    replayHeldInput();
    expect(seen).toEqual(['submit']);

    takeOver(later);
    vi.runAllTimers();
    nextFrame();
    expect(seen).toEqual(['submit', 'input M5V 3L9']);
  });

  it('hands a field’s held changes to React as one, before a render can come between them', () => {
    const root = document.getElementById('root')!;
    root.innerHTML = '<input id="street" value="">';
    const street = root.querySelector<HTMLInputElement>('#street')!;
    const seen: string[] = [];
    street.addEventListener('input', () => seen.push(street.value));
    for (const typed of ['2', '29', '290 ']) type(street, typed);
    seen.length = 0;

    takeOver(street);
    replayHeldInput();
    expect(seen).toEqual(['290 ']);
    expect(window.heldInput?.length).toBe(0);
  });

  it('puts the visitor’s value back where a render replaced it before their next key lands', () => {
    const root = document.getElementById('root')!;
    root.innerHTML = '<input id="street" value="">';
    const street = takeOver(root.querySelector<HTMLInputElement>('#street')!);
    // The street waits behind a change held for a part still on its way.
    const unit = root.appendChild(document.createElement('input'));
    type(unit, '4');
    type(street, '290 ');
    // A render of the street puts back the value React knows.
    street.value = '';

    street.dispatchEvent(new Event('beforeinput', { bubbles: true }));
    expect(street.value).toBe('290 ');
    type(street, `${street.value}B`);
    replayHeldInput();
    takeOver(unit);
    nextFrame();
    vi.runAllTimers();
    expect(street.value).toBe('290 B');

    // Once nothing is held, the field's value is React's to change.
    street.value = '290 Bremner Blvd';
    street.dispatchEvent(new Event('beforeinput', { bubbles: true }));
    expect(street.value).toBe('290 Bremner Blvd');
  });

  it('lets what happens on an element React has taken over through while nothing is held', () => {
    const root = document.getElementById('root')!;
    root.innerHTML = '<button id="enter" type="button">Enter</button>';
    const enter = takeOver(root.querySelector<HTMLButtonElement>('#enter')!);
    const clicks = vi.fn();
    enter.addEventListener('click', clicks);
    replayHeldInput();

    enter.click();
    expect(clicks).toHaveBeenCalledOnce();
  });
});

/** A form that, like the shipping form, acts on what was typed when its button is clicked. */
function QuoteForm() {
  const [street, setStreet] = useState('');
  const [note, setNote] = useState('');
  const [quoted, setQuoted] = useState('nothing yet');
  return (
    <form>
      <input
        aria-label="Street"
        value={street}
        onChange={(event) => setStreet(event.target.value)}
      />
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="button" onClick={() => setQuoted(`${street} (${note})`)}>
        Quote
      </button>
      <output>{quoted}</output>
      <HydrationMark />
    </form>
  );
}

describe('input held back, replayed into a React page', () => {
  let root: Root | undefined;

  beforeEach(() => {
    // The replay runs on its own clock, as in the browser, not inside act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    document.documentElement.removeAttribute('data-hydrated');
    document.getElementById('root')!.innerHTML = renderToString(<QuoteForm />);
  });

  afterEach(() => {
    root?.unmount();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  /** Lets React hydrate and render, and the replay take its turns, until nothing is left. */
  async function settle() {
    for (let turn = 0; turn < 20; turn++) {
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      await vi.runAllTimersAsync();
      nextFrame();
    }
  }

  it('lets a click act on what was typed before it, as React knows it after the change', async () => {
    const page = document.getElementById('root')!;
    const street = page.querySelector<HTMLInputElement>('[aria-label="Street"]')!;
    const note = page.querySelector<HTMLInputElement>('[aria-label="Note"]')!;
    type(street, '3575 Avenue du Parc');
    type(note, 'buzz 12');
    page.querySelector('button')!.click();

    root = hydrateRoot(page, <QuoteForm />);
    await settle();

    expect(page.querySelector('output')).toHaveTextContent('3575 Avenue du Parc (buzz 12)');
    // The street's render put React's empty note back on screen before the note's turn: the
    // visitor's text came back with it.
    expect(note).toHaveValue('buzz 12');
    expect(window.heldInput?.length).toBe(0);
  });

  it('keeps what was typed on screen once React has it, for the next key to land on', async () => {
    const page = document.getElementById('root')!;
    const street = page.querySelector<HTMLInputElement>('[aria-label="Street"]')!;
    type(street, '3575 Avenue du Parc');
    // What the field shows once React has heard the replayed change: React's handler runs on
    // the root, before a listener on the window.
    const shownAfterReplay: string[] = [];
    const afterReact = (event: Event) => {
      if (event.target === street) shownAfterReplay.push(street.value);
    };
    window.addEventListener('input', afterReact);

    root = hydrateRoot(page, <QuoteForm />);
    await settle();
    window.removeEventListener('input', afterReact);
    expect(shownAfterReplay).toEqual(['3575 Avenue du Parc']);
  });
});
