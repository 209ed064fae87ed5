import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text input's own value that reports to `onCommit` after `delay` ms without typing; `commit`
 * reports at once (Enter, clearing). When `value` changes from outside (back navigation, a reset),
 * the input follows it. The value this input reported arrives later (the address changes in a
 * transition) and may find more typed since: that text stays.
 */
export function useDebouncedText(value: string, onCommit: (text: string) => void, delay = 400) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // What was reported and has not come back as `value` yet.
  const [sent, setSent] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    setSent(null);
    if (value !== sent) setText(value);
  }
  const commit = (next: string) => {
    setSent(next);
    onCommit(next);
  };
  const paused = useEffectEvent(commit);
  useEffect(() => {
    const next = text.trim();
    if (next === value.trim() || next === sent) return;
    const timer = window.setTimeout(() => paused(next), delay);
    return () => window.clearTimeout(timer);
  }, [text, value, sent, delay]);
  return [text, setText, commit] as const;
}
