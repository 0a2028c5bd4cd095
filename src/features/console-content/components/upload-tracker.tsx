import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

interface UploadTracker {
  /** Counts one upload in progress until the returned function is called. */
  begin: () => () => void;
}

const UploadTrackerContext = createContext<UploadTracker>({ begin: () => () => undefined });

/** The uploads in progress in one form: how many, and the tracker its media fields report to. */
export function useUploadTracker() {
  const [inProgress, setInProgress] = useState(0);
  const begin = useCallback(() => {
    setInProgress((count) => count + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setInProgress((count) => count - 1);
    };
  }, []);
  const tracker = useMemo<UploadTracker>(() => ({ begin }), [begin]);
  return { uploading: inProgress > 0, tracker };
}

export const UploadTrackerProvider = UploadTrackerContext.Provider;

/** Reports `uploading` to the form around the field (so Save waits for it). */
export function useReportUpload(uploading: boolean) {
  const { begin } = useContext(UploadTrackerContext);
  useEffect(() => (uploading ? begin() : undefined), [uploading, begin]);
}
