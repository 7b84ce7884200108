import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  batchLabelsWebPath,
  labelWebPath,
  type LabelFormat,
  type LabelUrl,
} from '#domain/labels/schemas.ts';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useSession } from '../auth/index.ts';
import { downloadFile } from './download-file.ts';
import { openLabelTab, type LabelTab } from './label-tab.ts';
import { labelsApi } from './labels-api.ts';

/** What prints: one parcel's label, or every label of a shipping batch. */
type Printable = {
  /** The PDF's address, or a 404 (or 409) saying there is nothing to print. */
  find(id: string): Promise<LabelUrl>;
  zplPath(id: string): string;
};

/**
 * Prints in the account's label format: a PDF opens in a tab, ZPL downloads for a thermal
 * printer. Guests have no preference and get the PDF. Either way the server is asked first, so
 * that 'No label URL found' or the reason shows here rather than in a tab or a file.
 */
function usePrint({ find, zplPath }: Printable) {
  const { user } = useSession();
  const format: LabelFormat = user?.labelFormat ?? 'PDF';
  const [problem, setProblem] = useState<string | null>(null);
  const print = useMutation({
    mutationFn: ({ id }: { id: string; tab: LabelTab | null }) => find(id),
    onMutate: () => setProblem(null),
    onSuccess: ({ url }, { id, tab }) => {
      if (!url) {
        tab?.close();
        return setProblem(TrackingMessages.noLabelUrl);
      }
      if (tab) tab.show(url);
      else downloadFile(zplPath(id));
    },
    onError: (error, { tab }) => {
      tab?.close();
      setProblem(
        error instanceof ApiRequestError && error.status === 404
          ? TrackingMessages.noLabelUrl
          : TrackingMessages.labelError(error.message),
      );
    },
  });
  return {
    format,
    /** Call from the click itself, so that popup blockers let the PDF's tab open. */
    print: (id: string) => print.mutate({ id, tab: format === 'PDF' ? openLabelTab() : null }),
    /** The parcel or batch whose labels are on their way, if any. */
    printing: print.isPending ? print.variables.id : null,
    problem,
    dismissProblem: () => setProblem(null),
  };
}

/**
 * Print Label for any parcel (spec sections 7 and 8): the tab opens at the click, then shows
 * the label, or closes and `problem` says 'No label URL found' or 'Error getting label: ...'.
 * With the ZPL preference the label downloads instead.
 */
export const usePrintLabel = () =>
  usePrint({
    find: labelsApi.labelUrl,
    zplPath: (trackingNumber) => labelWebPath(trackingNumber, 'ZPL'),
  });

/** Print all labels of a shipping batch, in one PDF or one ZPL file, as usePrintLabel prints one. */
export const usePrintBatchLabels = () =>
  usePrint({
    find: labelsApi.batchLabelsUrl,
    zplPath: (shippingBatchId) => batchLabelsWebPath(shippingBatchId, 'ZPL'),
  });
