import type { InputHTMLAttributes } from 'react';

/**
 * The props of a multi-line text field that grows with its text from `min` rows (to `max`, then
 * scrolls). It is a plain textarea sized by the browser (CSS `field-sizing`): MUI's own
 * multi-line input measures a hidden copy of itself, laying the whole page out again on every
 * mount and keystroke (the profile's feedback field cost a phone a tenth of a second). A browser
 * without `field-sizing` keeps `min` rows and scrolls. `htmlInput` carries the field's own
 * attributes (maxLength, lang…), which would otherwise replace these slot props.
 */
export function growingRows(
  min: number,
  { max, htmlInput }: { max?: number; htmlInput?: InputHTMLAttributes<HTMLTextAreaElement> & object } = {},
) {
  return {
    multiline: true,
    rows: min,
    slotProps: {
      input: { inputComponent: 'textarea' },
      htmlInput: {
        ...htmlInput,
        style: {
          fieldSizing: 'content',
          minHeight: `${min}lh`,
          ...(max === undefined ? {} : { maxHeight: `${max}lh`, overflowY: 'auto' }),
        },
      },
    },
  } as const;
}
