import path from 'node:path';
import type { ServerConfig } from '../config';

/**
 * Where the CLI looks for the running portal and its data folder, and which settings chose them,
 * so that an error can name the one to set. On a host the portal usually runs with its own PORT
 * and DATA_DIR (a service unit's environment), and a CLI started from a plain shell has neither.
 */
export interface PortalLocation {
  /** Base URL of the admin API. */
  adminUrl: string;
  /** "on port 8080" or "at https://…", as the messages say it. */
  address: string;
  /** The setting that moves `adminUrl`: PORT when the default was used, else ADMIN_API_URL. */
  addressSetting: 'PORT' | 'ADMIN_API_URL';
  dataDir: string;
  /** The data folder as shown: relative to the working folder when inside it (`./data`). */
  shownDataDir: string;
  /** Whether DATA_DIR was set: only then may the CLI create a new data folder (and its secrets). */
  dataDirChosen: boolean;
}

export function portalLocation(config: ServerConfig, env: NodeJS.ProcessEnv): PortalLocation {
  const explicitUrl = env.ADMIN_API_URL || env.PUBLIC_URL;
  const adminUrl = (env.ADMIN_API_URL || config.publicUrl).replace(/\/$/, '');
  const relative = path.relative(process.cwd(), config.dataDir);
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  return {
    adminUrl,
    address: explicitUrl ? `at ${adminUrl}` : `on port ${config.port}`,
    addressSetting: explicitUrl ? 'ADMIN_API_URL' : 'PORT',
    dataDir: config.dataDir,
    shownDataDir: inside ? `./${relative}` : config.dataDir,
    dataDirChosen: Boolean(env.DATA_DIR),
  };
}

const setAddress = (at: PortalLocation) =>
  at.addressSetting === 'PORT' ? "set PORT to the running portal's port" : "set ADMIN_API_URL to the running portal's address";

/** The messages that name the missing setting (issue 41, "The CLI on a host"). */
export const missingSetting = {
  dataDirInUse: (at: PortalLocation, holder: string) =>
    `No portal answers ${at.address} and the data folder ${at.shownDataDir} is in use by process ${holder}: ${setAddress(at)}.`,
  noPortalAnywhere: (at: PortalLocation) =>
    `No portal answers ${at.address} and the data folder ${at.shownDataDir} holds no portal (no secrets.json): ` +
    `${setAddress(at)} and DATA_DIR to its data folder, or set DATA_DIR to start a new data folder there.`,
  noAdminToken: (at: PortalLocation) =>
    `A portal answers ${at.address}, but the data folder ${at.shownDataDir} holds no secrets.json with its admin token: ` +
    `set DATA_DIR to the running portal's data folder.`,
  noDataDir: (at: PortalLocation) =>
    `The data folder ${at.shownDataDir} holds no portal (no secrets.json): set DATA_DIR to the portal's data folder.`,
  tokenRefused: (at: PortalLocation) =>
    `The portal ${at.address} refused the admin token of ${at.shownDataDir}/secrets.json: ` +
    `set DATA_DIR to that portal's data folder, or ${at.addressSetting} to the portal this folder belongs to.`,
};
