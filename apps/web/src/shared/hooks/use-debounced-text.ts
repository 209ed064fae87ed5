import { useEffect, useState } from 'react';

/**
 * A text input's own value that reports to `onCommit` after `delay` ms without typing. When `value`
 * changes from outside (back navigation, a reset), the input follows it.
 */
export function useDebouncedText(value: string, onCommit: (text: string) => void, delay = 400) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onCommit(text.trim()), delay);
    return () => window.clearTimeout(timer);
  }, [text, value, onCommit, delay]);
  return [text, setText] as const;
}
