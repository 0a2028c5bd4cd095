import { insertAccountsFixtures } from './accounts-fixtures';
import { signedInEditor } from './editors';
import { createMember, type TestMember } from './members';
import type { SampleContext } from './sample-requests';
import type { TestApp } from './test-app';

/** The callers the contract-wide tests use: the terms, a signed-in member and editor, and an unknown uuid. */
export async function createSampleContext(t: TestApp): Promise<SampleContext & { member: TestMember }> {
  await insertAccountsFixtures(t);
  const member = await createMember(t);
  const editor = await signedInEditor(t);
  return {
    member,
    uid: String(member.uid),
    uuid: '00000000-0000-4000-8000-000000000000',
    memberHeaders: member.headers,
    editorHeaders: editor.headers,
  };
}
