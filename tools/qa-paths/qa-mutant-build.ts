/**
 * Builds the SPA with one or more machine mutants (../shared/machine-paths/mutation.ts) swapped
 * in, so the real-UI paths can be shown to catch a broken machine:
 *
 *   npx tsx tools/qa-paths/qa-mutant-build.ts <outDir> '<mutant id>' ['<mutant id>' ...]
 *   DIST_DIR=<outDir> npm run qa:paths -- --no-build profile-edit
 *
 * Mutant ids are the ones the mutation test prints, e.g.
 * 'drop-actions profileEdit.editing.confirmingLeave on confirm.accept'. The machine file is not
 * changed: at build time its exported machine is renamed and re-exported as the broken copy.
 */
import path from 'node:path';
import { build, type Plugin } from 'vite';

const [outDir, ...ids] = process.argv.slice(2);
if (!outDir || ids.length === 0) {
  console.error("usage: tsx tools/qa-paths/qa-mutant-build.ts <outDir> '<mutant id>' ...");
  process.exit(2);
}

/** machine id (as in mutant ids) → file and export name. */
const MACHINES: Record<string, { file: string; name: string }> = {
  session: { file: 'session.machine.ts', name: 'sessionMachine' },
  idle: { file: 'idle.machine.ts', name: 'idleMachine' },
  registration: { file: 'registration.machine.ts', name: 'registrationMachine' },
  formDialog: { file: 'form-dialog.machine.ts', name: 'formDialogMachine' },
  profileEdit: { file: 'profile-edit.machine.ts', name: 'profileEditMachine' },
  supportWizard: { file: 'support-wizard.machine.ts', name: 'supportWizardMachine' },
  galleryScroll: { file: 'gallery-scroll.machine.ts', name: 'galleryScrollMachine' },
  contentForm: { file: 'content-form.machine.ts', name: 'contentFormMachine' },
};

const byMachine = new Map<string, string[]>();
for (const id of ids) {
  const machineId = id.split(' ')[1]?.split('.')[0] ?? '';
  if (!MACHINES[machineId]) throw new Error(`no machine '${machineId}' in mutant '${id}'`);
  byMachine.set(machineId, [...(byMachine.get(machineId) ?? []), id]);
}

const mutationModule = path.join(import.meta.dirname, '../shared/machine-paths/mutation.ts');

function swapInMutants(): Plugin {
  return {
    name: 'qa-mutants',
    enforce: 'pre',
    transform(code, id) {
      const entry = [...byMachine].find(([machineId]) => id.endsWith(`/machines/${MACHINES[machineId]!.file}`));
      if (!entry) return null;
      const [machineId, wanted] = entry;
      const { name } = MACHINES[machineId]!;
      const declaration = `export const ${name} =`;
      if (!code.includes(declaration)) throw new Error(`${name} not found in ${id}`);
      const mutated = [
        code.replace(declaration, `const __qaOriginal =`),
        `import { buildMutant as __qaBuild, mutantsOf as __qaMutants } from ${JSON.stringify(mutationModule)};`,
        `const __qaWanted = ${JSON.stringify(wanted)};`,
        `const __qaChosen = __qaMutants(__qaOriginal).filter((mutant) => __qaWanted.includes(mutant.id));`,
        `if (__qaChosen.length !== __qaWanted.length) throw new Error('qa mutant not found: ' + __qaWanted.join(', '));`,
        `export const ${name} = __qaBuild(__qaOriginal, __qaChosen);`,
      ].join('\n');
      return { code: mutated, map: null };
    },
  };
}

await build({
  configFile: path.resolve('vite.config.ts'),
  plugins: [swapInMutants()],
  build: { outDir: path.resolve(outDir), emptyOutDir: true },
  logLevel: 'warn',
});
console.log(`built ${path.resolve(outDir)} with ${ids.length} mutant(s): ${ids.join('; ')}`);
