import type { ComponentProps, MouseEvent } from 'react';
import { Button } from '../button';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'>;

/**
 * The submit button of a form. A mouse or touch press does not move focus: otherwise the field being
 * left validates on blur, its new message pushes this button down before the press ends, and the
 * click is lost. Submitting validates every field anyway.
 */
export function SubmitButton({ onMouseDown, ...props }: SubmitButtonProps) {
  const keepFocus = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onMouseDown?.(event);
  };
  return <Button type="submit" onMouseDown={keepFocus} {...props} />;
}
