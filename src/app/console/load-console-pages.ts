/**
 * Loads the editor console's pages (console-pages.tsx) with every Mantine style. A module of its
 * own, which the route table (in the first load) imports lazily: the list of the console's files
 * to preload is then in this small module's chunk, not in the first load (docs/console-code.md).
 */
export async function loadConsolePages() {
  return (await Promise.all([import('./console-pages'), import('../../components/all-mantine-styles')]))[0];
}
