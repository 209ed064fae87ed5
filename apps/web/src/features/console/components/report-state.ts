/** How a report's state is drawn: a new report wants attention, an answered one is done (each readable on white). */
export const STATE_CHIP = {
  new: { color: 'primary', variant: 'filled' },
  read: { color: 'default', variant: 'outlined' },
  answered: { color: 'success', variant: 'outlined' },
} as const;
