import { describe, expect, it } from 'vitest';
import {
  createProgressBar,
  formatBar,
  formatDuration,
  formatProgressLine,
  progressFigures,
} from '../../src/import/progress-bar.ts';

describe('import progress', () => {
  it('writes durations as seconds, minutes or hours', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(9.4)).toBe('9 s');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
    expect(formatDuration(-3)).toBe('0 s');
  });

  it('tells percent of bytes, rows per second and time left', () => {
    const figures = progressFigures({ rows: 10_000, bytes: 250, totalBytes: 1000 }, 2000);
    expect(figures).toEqual({ percent: 25, rows: 10_000, rowsPerSecond: 5000, secondsLeft: 6 });
    expect(formatBar(figures, 120)).toBe(
      '[##########------------------------------]  25%  10,000 rows  5,000 rows/s  6 s left',
    );
    expect(formatProgressLine('a.csv', figures)).toBe(
      'a.csv: 25% read, 10,000 rows, 5,000 rows/s, about 6 s left',
    );
  });

  it('shows no percent nor time left when the size is unknown, and no time left in the first second', () => {
    const unknown = progressFigures({ rows: 5, bytes: 100, totalBytes: null }, 500);
    expect(unknown.percent).toBeNull();
    expect(unknown.secondsLeft).toBeNull();
    expect(formatBar(unknown)).toBe('5 rows  10 rows/s');
    expect(progressFigures({ rows: 0, bytes: 0, totalBytes: 0 }, 0)).toMatchObject({
      percent: 100,
      rowsPerSecond: 0,
    });
  });

  it('uses the recent pace for the time left, and fits the bar in the line or leaves it out', () => {
    const figures = progressFigures({ rows: 1, bytes: 500, totalBytes: 1000 }, 10_000, 250);
    expect(figures.secondsLeft).toBe(2);
    const tail = ' 50%  1 rows  0 rows/s  2 s left';
    expect(formatBar(figures, tail.length + 13)).toBe(`[#####-----] ${tail}`);
    expect(formatBar(figures, tail.length + 12)).toBe(tail);
    for (const width of [40, 60, 80, 120])
      expect(formatBar(figures, width).length).toBeLessThanOrEqual(width);
  });

  it('redraws in place on a terminal at most four times a second, and ends the line', () => {
    let time = 0;
    const out: string[] = [];
    const bar = createProgressBar({ write: (t) => out.push(t), isTTY: true, columns: 100 }, () => time);
    bar.start('p.csv');
    for (let i = 1; i <= 20; i++) {
      time += 50;
      bar.onProgress({ rows: i * 100, bytes: i * 50, totalBytes: 1000 });
    }
    expect(out).toHaveLength(4);
    expect(out.every((t) => t.startsWith('\rp.csv [') && t.endsWith('\x1b[K'))).toBe(true);
    bar.finish();
    expect(out.at(-2)).toContain('100%');
    expect(out.at(-1)).toBe('\n');
  });

  it('writes a plain line every five seconds elsewhere, and nothing at the end', () => {
    let time = 0;
    const out: string[] = [];
    const bar = createProgressBar({ write: (t) => out.push(t) }, () => time);
    bar.start('p.csv');
    for (let i = 1; i <= 12; i++) {
      time += 1000;
      bar.onProgress({ rows: i * 1000, bytes: i, totalBytes: 12 });
    }
    bar.finish();
    expect(out).toEqual([
      'p.csv: 42% read, 5,000 rows, 1,000 rows/s, about 7 s left\n',
      'p.csv: 83% read, 10,000 rows, 1,000 rows/s, about 2 s left\n',
    ]);
  });
});
