/**
 * Stands in for Mantine's MantineCssVariables (the alias is in vite.config.ts): the theme's CSS
 * variables are a stylesheet made at build time (scripts/theme-variables-plugin.ts), so the
 * provider writes none, and the code that would compute them in the browser is not shipped.
 */
export function MantineCssVariables(): null {
  return null;
}
