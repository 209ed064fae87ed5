import { createContext, useContext } from 'react';
import type { ConsoleTexts } from '../i18n/console-texts';

/** The console's loaded texts beyond i18next's (the data grid's own), given by the console's layout. */
export const ConsoleTextsContext = createContext<ConsoleTexts>({ grid: {} });

export const useConsoleTexts = () => useContext(ConsoleTextsContext);
