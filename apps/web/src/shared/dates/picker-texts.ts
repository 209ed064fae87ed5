import {
  csCZ,
  daDK,
  deDE,
  elGR,
  enUS,
  esES,
  fiFI,
  frFR,
  itIT,
  nlNL,
  nnNO,
  plPL,
  ruRU,
  svSE,
  trTR,
  zhCN,
} from '@mui/x-date-pickers/locales';
import type { UiLanguage } from '@vitrine/contract';

type PickerLocale = typeof enUS;

/** The pickers' own texts (buttons, calendar and clock labels, field placeholders) per built-in language. */
const TEXTS: Record<UiLanguage, PickerLocale> = {
  en: enUS,
  nl: nlNL,
  da: daDK,
  cs: csCZ,
  fi: fiFI,
  fr: frFR,
  de: deDE,
  el: elGR,
  it: itIT,
  nn: nnNO,
  pl: plPL,
  ru: ruRU,
  es: esES,
  sv: svSE,
  tr: trTR,
  zh: zhCN,
};

/** The `localeText` of a LocalizationProvider in a built-in language. */
export function pickerTexts(language: UiLanguage) {
  return TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText;
}
