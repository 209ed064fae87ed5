import type { ImportProgress } from './import-kind.ts';

/** Where the progress goes: the terminal's stderr, or a test's stand-in. */
export interface ProgressOutput {
  write(text: string): unknown;
  /** A terminal: the bar is redrawn in place; otherwise plain lines now and then. */
  isTTY?: boolean;
  columns?: number;
}

/** Redraws of the bar per second at most, and seconds between plain lines. */
const REDRAW_MS = 250;
const LINE_MS = 5000;
/** Rates over the last few seconds, so the time left follows the file's current pace. */
const RATE_WINDOW_MS = 10_000;

const count = (n: number) => n.toLocaleString('en-US');

/** A duration as `1:05:09`, `5:09` or `9 s`. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** What one progress report shows: the share of bytes read, the rate and the time left. */
export interface ProgressFigures {
  /** 0–100, or null when the file's size is not known. */
  percent: number | null;
  rows: number;
  rowsPerSecond: number;
  /** Seconds left at the current pace, null when it cannot be told yet. */
  secondsLeft: number | null;
}

/**
 * The figures of a progress report, `elapsedMs` after the start; `bytesPerSecond` is the recent
 * pace of reading (the time left is the bytes left at that pace).
 */
export function progressFigures(
  progress: ImportProgress,
  elapsedMs: number,
  bytesPerSecond?: number,
): ProgressFigures {
  const seconds = elapsedMs / 1000;
  const total = progress.totalBytes;
  const percent = total ? Math.min(100, (progress.bytes / total) * 100) : total === 0 ? 100 : null;
  const pace = bytesPerSecond ?? (seconds > 0 ? progress.bytes / seconds : 0);
  const secondsLeft =
    total !== null && pace > 0 && seconds >= 1 ? Math.max(0, total - progress.bytes) / pace : null;
  return {
    percent,
    rows: progress.rows,
    rowsPerSecond: seconds > 0 ? progress.rows / seconds : 0,
    secondsLeft,
  };
}

/** The bar as a terminal shows it: `[#####-----]  50%  12,000 rows  4,000 rows/s  0:03 left`. */
export function formatBar(figures: ProgressFigures, width = 80): string {
  const tail = [
    figures.percent === null ? '' : `${figures.percent.toFixed(0).padStart(3)}%`,
    `${count(figures.rows)} rows`,
    `${count(Math.round(figures.rowsPerSecond))} rows/s`,
    figures.secondsLeft === null ? '' : `${formatDuration(figures.secondsLeft)} left`,
  ]
    .filter(Boolean)
    .join('  ');
  // The bar takes what the figures leave of the line, up to 40 columns; below 10 it is left out.
  const barWidth = Math.min(40, width - tail.length - 3);
  if (figures.percent === null || barWidth < 10) return tail;
  const filled = Math.round((figures.percent / 100) * barWidth);
  return `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ${tail}`;
}

/** A plain line for logs: `products.csv: 50% read, 12,000 rows, 4,000 rows/s, about 3 s left`. */
export function formatProgressLine(name: string, figures: ProgressFigures): string {
  const parts = [
    ...(figures.percent === null ? [] : [`${figures.percent.toFixed(0)}% read`]),
    `${count(figures.rows)} rows`,
    `${count(Math.round(figures.rowsPerSecond))} rows/s`,
    ...(figures.secondsLeft === null ? [] : [`about ${formatDuration(figures.secondsLeft)} left`]),
  ];
  return `${name}: ${parts.join(', ')}`;
}

/**
 * Shows an import's progress on `output`: a bar redrawn in place a few times a second on a
 * terminal, a plain line every few seconds otherwise. `start` each file, give `onProgress` to its
 * import, `finish` it before printing anything else.
 */
export function createProgressBar(output: ProgressOutput, now: () => number = Date.now) {
  let name = '';
  let startedAt = 0;
  let shownAt = 0;
  let drawn = false;
  let last: ImportProgress | null = null;
  // Recent (time, bytes) points for the current pace.
  let points: [number, number][] = [];

  const figures = (progress: ImportProgress, at: number) => {
    points.push([at, progress.bytes]);
    while (points.length > 2 && at - points[0][0] > RATE_WINDOW_MS) points.shift();
    const [t0, b0] = points[0];
    const pace = at - t0 >= 1000 ? ((progress.bytes - b0) * 1000) / (at - t0) : undefined;
    return progressFigures(progress, at - startedAt, pace);
  };
  const draw = (progress: ImportProgress, at: number) => {
    const shown = figures(progress, at);
    if (output.isTTY) {
      // One column spare: a line as wide as the terminal would wrap before the cursor returns.
      const text = `${name} ${formatBar(shown, (output.columns ?? 80) - name.length - 2)}`;
      output.write(`\r${text.slice(0, (output.columns ?? 80) - 1)}\x1b[K`);
    } else output.write(`${formatProgressLine(name, shown)}\n`);
    drawn = true;
    shownAt = at;
  };

  return {
    start(file: string) {
      name = file;
      startedAt = shownAt = now();
      drawn = false;
      last = null;
      points = [];
    },
    onProgress(progress: ImportProgress) {
      last = progress;
      const at = now();
      if (at - shownAt >= (output.isTTY ? REDRAW_MS : LINE_MS)) draw(progress, at);
    },
    /** The last state shown whole (on a terminal) and the line ended. */
    finish() {
      if (output.isTTY && last && drawn) {
        draw(last, now());
        output.write('\n');
      }
      drawn = false;
    },
  };
}
