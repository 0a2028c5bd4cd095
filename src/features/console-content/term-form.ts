import type { TermInput } from '../../api/operations/listEditorProfessions';
import { valuesFrom, type KindFormDeclaration } from './components/KindForm';
import { MAX_TERM_NAME, titleError } from './content-rules';
import { savedMessage } from './use-content-form-submit';

/** A search tag, profession, speciality or need-help entry as its form edits it. */
export type Term = TermInput & { tid: string; revision: number };

interface TermFormWords<Ctx> {
  /** How the form names one, e.g. `tag` (`Rename tag “…”`, `Add tag`). */
  noun: string;
  /** The dialog's title for a new one, e.g. `Add a search tag`. */
  addTitle: (ctx: Ctx) => string;
  /** The label of the published switch: who sees a published item. */
  publishedLabel: string;
  /** The longest name (the contract's); 100 by default, 50 for search tags. */
  maxLength?: number;
}

/** The form of a term: a name and whether it is published. */
export function termForm<Ctx = undefined>({
  noun,
  addTitle,
  publishedLabel,
  maxLength = MAX_TERM_NAME,
}: TermFormWords<Ctx>): KindFormDeclaration<Term, TermInput, TermInput, Ctx> {
  return {
    valuesOf: valuesFrom({ name: '', published: true }),
    validate: { name: (value) => titleError(value, 'a name', maxLength)?.replace('Title', 'Name') ?? null },
    inputOf: (values) => ({ ...values, name: values.name.trim() }),
    saved: (values) => savedMessage(values.name, 'the entry'),
    title: (term, ctx) => (term ? `Rename ${noun} “${term.name}”` : addTitle(ctx)),
    submitLabel: (term) => (term ? `Save ${noun}` : `Add ${noun}`),
    fields: [
      { input: 'text', name: 'name', label: 'Name', required: true, maxLength },
      { input: 'switch', name: 'published', label: publishedLabel },
    ],
  };
}
