import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'lumira',
  primaryShade: 8,
  colors: { lumira },
  fontFamily: "'Inter Variable', 'DejaVu Sans', sans-serif",
  headings: { fontFamily: "'Inter Variable', 'DejaVu Sans', sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '40em', md: '62em', lg: '75em', xl: '88em' },
});
