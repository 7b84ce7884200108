import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { formatWholeNumber } from '../lib/format-whole-number.ts';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The count shows from this share of the limit on: far from it, a count is only noise. */
const COUNT_FROM_SHARE = 0.9;

// Mantine puts a description above its field; the note reads best under the text it counts.
const NOTE_UNDER_THE_FIELD: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** The limit's words under its field: a count near it, and what stopped the text at it. */
function lengthLimitNote(length: number, max: number, pasteCut: boolean) {
  const most = formatWholeNumber(max);
  if (pasteCut) return `Your pasted text was cut to ${most} characters, the most this field takes.`;
  if (length >= max) return `${most} of ${most} characters: the most this field takes.`;
  if (length >= max * COUNT_FROM_SHARE) return `${formatWholeNumber(length)} of ${most} characters`;
  return undefined;
}

/**
 * Props for a Mantine TextInput or Textarea holding `value` that stop it at `max` characters
 * and say so: the browser's maxLength, which also cuts a paste to fit, and under the field a
 * count as the text nears the limit, or that a paste was cut. The note is the field's
 * description, so a screen reader reads it with the field.
 */
export function useLengthLimit(value: string, max: number) {
  const [pasteCut, setPasteCut] = useState(false);
  const pasteOverflows = useRef(false);
  return {
    maxLength: max,
    description: lengthLimitNote(value.length, max, pasteCut),
    inputWrapperOrder: NOTE_UNDER_THE_FIELD,
    onPaste: (event: ClipboardEvent<TextField>) => {
      const field = event.currentTarget;
      const replaced = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
      const pasted = event.clipboardData.getData('text').length;
      pasteOverflows.current = field.value.length - replaced + pasted > max;
    },
    // The note about a cut paste lasts until the text changes again.
    onInput: (event: FormEvent<TextField>) => {
      const fromPaste = (event.nativeEvent as InputEvent).inputType === 'insertFromPaste';
      setPasteCut(fromPaste && pasteOverflows.current);
    },
  };
}
