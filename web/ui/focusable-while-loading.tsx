import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type ButtonRootProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-loading'?: boolean };

/**
 * A root for Mantine's Button (its `renderRoot`) that keeps the button focusable while it is
 * loading. Mantine disables a loading button, and the browser then moves the focus of a disabled
 * button to the page's body: a keyboard user who pressed Get rates, Next or Pay would lose their
 * place, and the next Tab would start again from the top of the page. While loading the button
 * is announced as unavailable (aria-disabled) and ignores presses, a form submit included.
 * A button disabled for any other reason stays plainly disabled.
 */
export function focusableWhileLoading({ disabled, onClick, ...props }: ButtonRootProps) {
  if (!props['data-loading']) return <button {...props} disabled={disabled} onClick={onClick} />;
  const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return <button {...props} aria-disabled onClick={ignore} />;
}
