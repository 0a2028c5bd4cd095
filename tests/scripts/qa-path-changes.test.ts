import { describe, expect, it } from 'vitest';
import { pathChanges, pathChangesLine } from '../../tools/qa-paths/path-changes';

describe('paths added and removed since the previous QA report', () => {
  const previous = {
    'support-wizard': [
      { id: 'supportWizard#aaaaaaa', summary: 'resource.toggle' },
      { id: 'supportWizard#bbbbbbb', summary: 'resource.toggle → reason.toggle' },
    ],
    session: [{ id: 'session (UI)#ccccccc', summary: 'session.login' }],
  };

  it('lists new ids as added and vanished ids as removed, per machine both reports ran', () => {
    const changes = pathChanges(previous, {
      'support-wizard': [
        { id: 'supportWizard#aaaaaaa', summary: 'resource.toggle' },
        { id: 'supportWizard#ddddddd', summary: 'resource.toggle → resource.toggle' },
      ],
      idle: [{ id: 'idle (UI)#eeeeeee', summary: 'idle.start' }],
    });
    expect(changes).toEqual({
      compared: ['support-wizard'],
      added: [{ machine: 'support-wizard', id: 'supportWizard#ddddddd', summary: 'resource.toggle → resource.toggle' }],
      removed: [{ machine: 'support-wizard', id: 'supportWizard#bbbbbbb', summary: 'resource.toggle → reason.toggle' }],
    });
    expect(pathChangesLine(changes, true)).toBe('since the previous report: 1 added, 1 removed (support-wizard)');
  });

  it('says so when there is nothing to compare with', () => {
    expect(pathChangesLine(pathChanges(null, previous), false)).toBe('no previous report to compare with');
    expect(pathChangesLine(pathChanges(previous, { idle: [] }), true)).toBe('the previous report ran none of these machines');
  });
});
