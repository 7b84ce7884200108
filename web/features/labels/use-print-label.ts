import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { openLabelTab, type LabelTab } from './label-tab.ts';
import { labelsApi } from './labels-api.ts';

/**
 * Print Label for any parcel (spec sections 7 and 8): the tab opens at the click, then shows
 * the label, or closes and `problem` says 'No label URL found' or 'Error getting label: ...'.
 */
export function usePrintLabel() {
  const [problem, setProblem] = useState<string | null>(null);
  const label = useMutation({
    mutationFn: ({ trackingNumber }: { trackingNumber: string; tab: LabelTab }) =>
      labelsApi.labelUrl(trackingNumber),
    onMutate: () => setProblem(null),
    onSuccess: ({ url }, { tab }) => {
      if (url) return tab.show(url);
      tab.close();
      setProblem(TrackingMessages.noLabelUrl);
    },
    onError: (error, { tab }) => {
      tab.close();
      setProblem(
        error instanceof ApiRequestError && error.status === 404
          ? TrackingMessages.noLabelUrl
          : TrackingMessages.labelError(error.message),
      );
    },
  });
  return {
    /** Call from the click itself, so that popup blockers let the tab open. */
    print: (trackingNumber: string) => label.mutate({ trackingNumber, tab: openLabelTab() }),
    /** The parcel whose label is on its way, if any. */
    printing: label.isPending ? label.variables.trackingNumber : null,
    problem,
    dismissProblem: () => setProblem(null),
  };
}
