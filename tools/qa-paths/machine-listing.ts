import { label } from '../shared/machine-paths/coverage';
import { stateNodesOf, transitionsOf } from '../shared/machine-paths/guards';
import { generatePaths, type QaPath } from '../shared/machine-paths/paths';
import type { QaMachine } from '../shared/machine-paths/qa-machines';
import { uiPlans } from '../shared/machine-paths/ui-plans';
import { uiPathsOf } from '../shared/machine-paths/ui-plans/ui-plan';

/** What `--list` prints and `--json` writes about one machine. */

interface UiSummary {
  paths: ReturnType<typeof pathJson>[];
  cover?: string[];
  events?: Record<string, string>;
  states?: Record<string, string>;
  reason?: string;
}

export const pathJson = (path: QaPath) => ({
  id: path.id,
  kind: path.kind,
  summary: path.summary,
  title: path.title,
  target: path.target,
  steps: path.steps.map((step) => ({
    event: step.event,
    state: step.state,
    blocked: step.blocked,
    blockedGuards: step.blockedGuards,
  })),
});

export type MachineListing = ReturnType<typeof describeMachine>;

export function describeMachine(entry: QaMachine) {
  const machine = entry.models[0]!.machine;
  const transitions = transitionsOf(machine);
  const plan = uiPlans.find((candidate) => candidate.slug === entry.slug);
  return {
    slug: entry.slug,
    id: machine.id,
    states: stateNodesOf(machine).map((node) => ({ id: node.id, type: node.type, description: node.description ?? null })),
    transitions: transitions.map((transition) => ({
      key: transition.key,
      source: transition.source,
      event: transition.eventType || '(always)',
      targets: transition.targets,
      guard: transition.guard,
      actions: transition.actions,
    })),
    guards: transitions
      .filter((transition) => transition.guard)
      .map((transition) => ({ key: transition.key, guard: transition.guard, transition: label(transition) })),
    models: entry.models.map((model) => {
      const paths = generatePaths(model);
      return {
        name: model.name,
        input: model.input ?? null,
        paths: {
          shortest: paths.shortest.map(pathJson),
          simple: paths.simple.map(pathJson),
          guardBlocked: paths.blocked.map(pathJson),
          edges: paths.edges.map(pathJson),
        },
      };
    }),
    ui: (plan
      ? {
          paths: uiPathsOf(plan, 'all').map(({ path }) => pathJson(path)),
          cover: uiPathsOf(plan, 'cover').map(({ path }) => path.id),
          events: Object.fromEntries(
            Object.entries(plan.events).map(([type, event]) => [
              type,
              event.unavailable ? `not possible: ${event.unavailable}` : event.how,
            ]),
          ),
          states: plan.states,
        }
      : { paths: [], reason: 'no UI run: covered by the Vitest model and mutation tests' }) as UiSummary,
  };
}

/** The `--list` text of one machine. */
export function listingText(entry: MachineListing): string {
  const lines: string[] = [];
  lines.push(`\n## ${entry.slug} (machine '${entry.id}')`);
  lines.push(`states (${entry.states.length}): ${entry.states.map((state) => state.id.slice(entry.id.length + 1)).join(', ')}`);
  lines.push(`transitions (${entry.transitions.length}):`);
  for (const transition of entry.transitions) {
    const targets = transition.targets.length ? ` → ${transition.targets.join(', ')}` : '';
    lines.push(`  ${transition.source} on ${transition.event}${targets}${transition.guard ? ` [${transition.guard}]` : ''}`);
  }
  lines.push(
    `guards (${entry.guards.length}, each tried allowed and blocked): ${entry.guards.map((guard) => guard.guard).join(', ') || 'none'}`,
  );
  for (const model of entry.models) {
    const { shortest, simple, guardBlocked, edges } = model.paths;
    lines.push(
      `model ${model.name}: ${shortest.length} shortest, ${simple.length} simple, ${guardBlocked.length} guard-blocked, ${edges.length} edge paths`,
    );
    for (const [kind, list] of [
      ['shortest', shortest],
      ['simple', simple],
      ['guard-blocked', guardBlocked],
    ] as const) {
      for (const item of list) lines.push(`  [${kind}] ${item.id} ${item.title}`);
    }
  }
  const cover = entry.ui.cover ? `; --cover: ${entry.ui.cover.length} (${entry.ui.cover.join(', ')})` : '';
  lines.push(`UI run: ${entry.ui.paths.length} paths${entry.ui.reason ? ` (${entry.ui.reason})` : ''}${cover}`);
  if (entry.ui.events && entry.ui.states) {
    lines.push('  event → how a user does it:');
    for (const [type, how] of Object.entries(entry.ui.events)) lines.push(`    ${type}: ${how}`);
    lines.push('  state → what is visible:');
    for (const [state, visible] of Object.entries(entry.ui.states)) lines.push(`    ${state}: ${visible}`);
  }
  return `${lines.join('\n')}\n`;
}
