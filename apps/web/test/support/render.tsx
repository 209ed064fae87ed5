import type { ReactNode } from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LocaleContext, type CurrentLocale } from '../../src/shared/locale/locale-context';

const LOCALE: CurrentLocale = { code: 'en_GB', segment: 'en-GB', language: 'en', locales: [] };
const theme = createTheme();

/** Renders a component as the portal does below the locale gate: English, in a router, themed. */
export function renderInPortal(ui: ReactNode, { path = '/en-GB' } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocaleContext value={LOCALE}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </LocaleContext>
    </MemoryRouter>,
  );
}
