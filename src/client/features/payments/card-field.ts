import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import { applyEdit } from './card-format';

/**
 * A card field's text, formatted as it is typed or pasted (card-format.ts), with the caret kept
 * after the digit it followed. Spread `props` on the input.
 */
export function useFormattedField(format: (value: string) => string) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // After the formatted text is in the input, the caret goes back where the visitor was typing.
  useLayoutEffect(() => {
    const element = input.current;
    const at = caret.current;
    caret.current = null;
    if (element && at !== null && element === document.activeElement) element.setSelectionRange(at, at);
  });

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const element = e.currentTarget;
    input.current = element;
    const typed = element.value;
    const forward = (e.nativeEvent as InputEvent).inputType === 'deleteContentForward';
    const next = applyEdit(format, value, typed, element.selectionStart ?? typed.length, forward);
    caret.current = next.caret;
    setValue(next.value);
  };

  return {
    props: { value, onChange },
    /** Puts a text in the field (a test card picked from the list), formatted. */
    set: (text: string) => setValue(format(text)),
  };
}
