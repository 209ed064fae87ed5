import { createSvgIcon } from '@mui/material/utils';

// Material's chevron and zoom icons, made here as @mui/icons-material makes them: imported from
// the package they would join the library chunk every first visit fetches, for one page's dialog.
export const PreviousIcon = createSvgIcon(
  <path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />,
  'ChevronLeft',
);
export const NextIcon = createSvgIcon(
  <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />,
  'ChevronRight',
);
export const ZoomInIcon = createSvgIcon(
  [
    <path
      key="lens"
      d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"
    />,
    <path key="plus" d="M12 10h-2v2H9v-2H7V9h2V7h1v2h2z" />,
  ],
  'ZoomIn',
);
