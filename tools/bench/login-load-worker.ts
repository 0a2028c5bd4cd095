// The worker of login-load.ts: paced logins, then their figures to the parent.
import { parentPort, workerData } from 'node:worker_threads';
import { logIn, paced } from './load';
import type { LoginLoad } from './login-load';

const { base, members, rate, seconds } = workerData as LoginLoad;
const result = await paced(rate, seconds, (i) => logIn(base, members[i % members.length]!));
parentPort!.postMessage(result);
