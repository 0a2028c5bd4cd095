import { describe, expect, it } from 'vitest';
import { createTabChannel, tabMessageKey, type TabMessage } from '../../src/session/tab-channel';

describe('createTabChannel without BroadcastChannel (storage events)', () => {
  it('writes a message for the other tabs and hears theirs', () => {
    const writes: string[] = [];
    const items = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => {
        writes.push(`${key}=${value}`);
        items.set(key, value);
      },
      removeItem: (key: string) => void items.delete(key),
    } as unknown as Storage;
    const channel = createTabChannel('t', { BroadcastChannelImpl: null, storage });
    const heard: TabMessage[] = [];
    channel.listen((message) => heard.push(message));
    channel.post({ type: 'activity' });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^source-tab:t=\{"message":\{"type":"activity"\}/);
    expect(items.size).toBe(0); // removed at once

    // Another tab's write arrives as a storage event; its removal and other keys are ignored.
    const newValue = JSON.stringify({ message: { type: 'signed-out', message: 'Bye.' }, nonce: 'x' });
    window.dispatchEvent(new StorageEvent('storage', { key: tabMessageKey('t'), newValue }));
    window.dispatchEvent(new StorageEvent('storage', { key: tabMessageKey('t'), newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue }));
    window.dispatchEvent(new StorageEvent('storage', { key: tabMessageKey('t'), newValue: '{not json' }));
    expect(heard).toEqual([{ type: 'signed-out', message: 'Bye.' }]);

    channel.close();
    window.dispatchEvent(new StorageEvent('storage', { key: tabMessageKey('t'), newValue }));
    expect(heard).toHaveLength(1);
  });
});
