import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MenuProps } from '@mantine/core';

// A deep ocular teal: calm, clinical, high-contrast on white (AA for text at shade 7+).
const lumira: MantineColorsTuple = [
  '#e6f7fb',
  '#cdebf3',
  '#9ed6e8',
  '#6bc0dc',
  '#44aed2',
  '#2ba2cc',
  '#1a9bc9',
  '#0a86b1',
  '#00779f',
  '#00678b',
];

/** Inter, then local fonts scaled to its widths (inter-fallback.css) while it loads. */
export const INTER_STACK = "'Inter Variable', 'Inter Fallback Arial', 'Inter Fallback DejaVu', 'DejaVu Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'lumira',
  primaryShade: 8,
  colors: { lumira },
  fontFamily: INTER_STACK,
  headings: { fontFamily: INTER_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '40em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Mantine's first-focus placeholder is a role="presentation" element with a tabindex inside
    // role="menu", which a menu may not contain (axe: aria-required-children). Without it the
    // first item takes the focus, as in the WAI-ARIA menu button pattern. (A plain object, not
    // `Menu.extend`, so the theme does not pull the Menu's code into the first page load.)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // A dialog's header is a <header>, which outside sectioning content is the page's banner: with a
    // dialog open the page had two (axe: landmark-no-duplicate-banner, landmark-unique; issue 44).
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

/**
 * Text colours that pass WCAG AA (4.5:1) where Mantine's defaults do not. Dimmed text (helper and
 * secondary text) is gray 6, #868e96, 3.3:1 on white: #646b73 is 5.4:1 on white and still 4.5:1
 * on gray 2 (#e9ecef), the darkest light surface it sits on. Field errors are red 6, #fa5252,
 * 3.3:1: red 9 (#c92a2a) is 5.5:1. Light and subtle buttons turn lumira 2 (#9ed6e8) on hover, on
 * which their lumira 9 text is 4.0:1: #bde4f0 keeps the step from rest (lumira 1) at 4.7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#646b73',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-lumira-light-hover': '#bde4f0',
  },
  dark: {},
});
