// Vite plugin: the theme's CSS variables as a stylesheet made at build time
// (`import 'virtual:theme-variables.css'`), instead of Mantine computing them in the browser on
// every page load (its MantineCssVariables: some 700 colour conversions and a <style> element, a
// long task on a slow phone; docs/performance.md). The same variables as Mantine's: those of the
// theme and the app's resolver that differ from Mantine's defaults, which its own stylesheet
// (default-css-variables.layer.css) already sets.
import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme';

const PUBLIC_ID = 'virtual:theme-variables.css';
const RESOLVED_ID = `\0${PUBLIC_ID}`;

/** The `:root` rule Mantine's provider would write for the app's theme. */
export function themeVariablesCss(): string {
  const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
  const merged: ConvertCSSVariablesInput = deepMerge(defaultCssVariablesResolver(fullTheme), cssVariablesResolver(fullTheme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(Object.entries(merged[part]).filter(([name, value]) => defaults[part][name as never] !== value));
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') }, ':root');
}

export function themeVariables(): Plugin {
  return {
    name: 'the-source:theme-variables',
    resolveId: (id) => (id === PUBLIC_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? themeVariablesCss() : null),
  };
}
