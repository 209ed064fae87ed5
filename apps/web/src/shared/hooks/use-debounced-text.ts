import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text input's own value that reports to `onCommit` after `delay` ms without typing; `commit`
 * reports at once (Enter, clearing). When `value` changes from outside (back navigation, a reset),
 * the input follows it. What this input reported arrives later (the address changes in a
 * transition), maybe after more was typed and reported: that text stays.
 */
export function useDebouncedText(value: string, onCommit: (text: string) => void, delay = 400) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // What was reported and has not come back as `value` yet, oldest first.
  const [sent, setSent] = useState<readonly string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const own = sent.indexOf(value);
    if (own >= 0) setSent(sent.slice(own + 1));
    else {
      setSent([]);
      setText(value);
    }
  }
  const commit = (next: string) => {
    // A report of the value already shown never comes back as a change: nothing to wait for.
    if (next !== value) setSent((now) => [...now, next]);
    onCommit(next);
  };
  const paused = useEffectEvent(commit);
  const last = sent.at(-1);
  useEffect(() => {
    const next = text.trim();
    if (next === value.trim() || next === last) return;
    const timer = window.setTimeout(() => paused(next), delay);
    return () => window.clearTimeout(timer);
  }, [text, value, last, delay]);
  return [text, setText, commit] as const;
}
