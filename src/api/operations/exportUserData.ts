import { useMutation } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type UserDataExport = components['schemas']['UserDataExport'];

export interface DataDownload {
  data: UserDataExport;
  /** From the response's Content-Disposition, e.g. `the-source-data-2026-11-25.json`. */
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

/** GET /api/user/data-export (bearer): everything the portal keeps about the member, as one JSON document. */
export async function exportUserData(api: ApiClient): Promise<DataDownload> {
  const result = await api.GET('/api/user/data-export');
  const data = unwrap(result, 'Could not download your data.');
  const disposition = result.response.headers.get('content-disposition') ?? '';
  return { data, fileName: FILE_NAME.exec(disposition)?.[1] ?? 'the-source-data.json' };
}

/** A download on demand (Settings → Privacy → Download my data); never cached. */
export function useExportUserData() {
  const api = useApi();
  return useMutation({ mutationFn: () => exportUserData(api) });
}
