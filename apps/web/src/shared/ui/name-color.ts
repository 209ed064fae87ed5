import { AA_TEXT, contrastRatio } from './contrast';

/**
 * A stable colour per name: string hash → hue, fixed saturation and lightness, darkened where the
 * hue is bright (greens, yellows) until white initials on it reach WCAG AA.
 */
export function colorFromName(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) | 0;
  const hue = Math.abs(hash) % 360;
  let lightness = 38;
  while (lightness > 20 && contrastRatio(`hsl(${hue}, 55%, ${lightness}%)`, '#ffffff') < AA_TEXT)
    lightness -= 2;
  return `hsl(${hue}, 55%, ${lightness}%)`;
}

/** Initials from first and last name, else the first two letters of the username. */
export function initialsOf(user: { first_name: string; last_name: string; username: string }): string {
  const first = user.first_name.trim();
  const last = user.last_name.trim();
  if (first && last) return (first[0] + last[0]).toUpperCase();
  if (first || last) return (first || last).slice(0, 2).toUpperCase();
  return user.username.trim().slice(0, 2).toUpperCase();
}
