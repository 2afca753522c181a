export { LOCALES, type Locale, type Group } from './areas';
export { useT, T, useLocale, useLanguage, type Translate, type MessageId, type MessageValues } from './use-t';
export { useFormat, createFormatters, type Formatters } from './format';
export { useUnitSystem, defaultUnitSystem, UNITS_KEY } from './units';
export { loadGroup, groupLoaded, startLanguage, chooseLanguage } from './runtime';
export { LanguageProvider } from './LanguageProvider';
export { LanguageSwitch } from './LanguageSwitch';
export { useApiText, translateApiText, type ServerText } from './api-text';
export { useRecipeText } from './recipe-text';
