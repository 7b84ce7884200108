import type { ProcessedOrder, UploadStatus } from '#domain/bulk/schemas.ts';

// Placeholder so the wizard compiles: the progress-feed helper's branch replaces this file at merge.

export type BatchProgressTarget = { batchId: string; uploadId: string };

export type BatchProgress = {
  totalOrders: number;
  successCount: number;
  failureCount: number;
  orders: ProcessedOrder[];
  status: UploadStatus | 'CONNECTING';
  error: string | null;
};

export function useBatchProgress(target: BatchProgressTarget | null): BatchProgress {
  void target;
  return {
    totalOrders: 0,
    successCount: 0,
    failureCount: 0,
    orders: [],
    status: 'CONNECTING',
    error: null,
  };
}
