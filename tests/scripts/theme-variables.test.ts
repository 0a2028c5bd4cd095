import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from '../../scripts/theme-variables-plugin';

// The theme's CSS variables are made at build time (docs/performance.md); the e2e test
// first-view.e2e.spec.ts checks them in the browser.
describe('themeVariablesCss', () => {
  const css = themeVariablesCss();

  it("sets the theme's primary colour and the app's accessible text colours", () => {
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-lumira-filled);');
    expect(css).toContain('--mantine-color-lumira-8: #00779f;');
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\]\{[^}]*--mantine-color-dimmed: #646b73;/);
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\]\{[^}]*--mantine-color-error: var\(--mantine-color-red-9\);/);
    expect(css).toContain("--mantine-font-family: 'Inter Variable'");
  });

  it("leaves out what Mantine's own stylesheet already sets", () => {
    expect(css).not.toContain('--mantine-color-blue-5:');
    expect(css).not.toContain('--mantine-scale:');
  });
});
