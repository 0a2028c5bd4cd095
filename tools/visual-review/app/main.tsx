import '@mantine/core/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReviewApp } from './ReviewApp';

// The tool's own look, not the portal's theme: a theme change under review must not restyle the reviewer.
const theme = createTheme({ primaryColor: 'indigo', defaultRadius: 'sm' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ReviewApp />
    </MantineProvider>
  </StrictMode>,
);
