import { Anchor, createTheme, type MantineColorsTuple } from '@mantine/core';
import { SYSTEM_FONT_STACK } from '#domain/site/font-stack.ts';

/*
 * Mantine reads a palette's shade 6 for filled backgrounds (with white text), for coloured
 * text and links, and shade 9 on shade 1 for the "light" variant. Its default red, green,
 * blue, orange and the grey of dimmed text are too pale for WCAG AA on white, so below they
 * keep Mantine's tints 0 to 4 and get darker shades 5 to 9. theme.test.ts checks every pair.
 */

/** Maplepost's brand: a deep maple red (#b3261e at shade 6). */
const maple: MantineColorsTuple = [
  '#fdf0ef',
  '#f9dcd9',
  '#f0b4ae',
  '#e6897f',
  '#dc6357',
  '#cc4136',
  '#b3261e',
  '#971f18',
  '#7b1913',
  '#5f130e',
];

/** Neutral greys; shade 6 is the "dimmed" text colour. */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#9aa1a8',
  '#5f666d',
  '#495057',
  '#343a40',
  '#212529',
];

/** Errors; also --mantine-color-error. */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#a82323',
  '#8a1c1c',
  '#6b1515',
];

/** Success. */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#37964b',
  '#2a7a3d',
  '#236633',
  '#1c5229',
  '#143d1f',
];

/** Information. */
const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#1c7ed6',
  '#1c62a8',
  '#17528d',
  '#124272',
  '#0d3157',
];

/** Warnings. */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#e8590c',
  '#b8430e',
  '#9a380c',
  '#7c2d0a',
  '#5e2207',
];

export const AccessiblePalettes = { maple, gray, red, green, blue, orange };

const dialogDefaults = {
  defaultProps: {
    closeButtonProps: { 'aria-label': 'Close' },
    // Mantine draws a dialog's title bar as a <header>, which axe counts as a second banner
    // landmark beside the site header; it is only the dialog's title row.
    attributes: { header: { role: 'none' } },
  },
  styles: { title: { fontWeight: 700 } },
};

export const theme = createTheme({
  primaryColor: 'maple',
  primaryShade: 6,
  colors: AccessiblePalettes,
  // Filled buttons in a pale colour switch to dark text instead of unreadable white.
  autoContrast: true,
  focusRing: 'auto',
  fontFamily: SYSTEM_FONT_STACK,
  headings: { fontFamily: SYSTEM_FONT_STACK, fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    // Links inside running text must not be told apart by colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine's close buttons have no accessible name of their own, and titles read better bold.
    // Plain objects rather than Modal.extend(), which would pull the modal code into the entry.
    Modal: dialogDefaults,
    Drawer: dialogDefaults,
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
