import { useQuery } from '@tanstack/react-query';
import { bulkKeys } from './bulk-api.ts';

/**
 * The checks of a recipient's fields with the order's own rules (issue 35: every error at import),
 * which come with the order's and the customs declaration's schemas: they load on their own, when
 * a recipient is shown or edited, not with the wizard's page. The spreadsheet reader brings the
 * same module, so after a sheet is read they are there already.
 */
export const loadRecipientChecks = async () => {
  const [sheet, fields] = await Promise.all([
    import('#domain/bulk/spreadsheet-columns.ts'),
    import('#domain/bulk/recipient-problems.ts'),
  ]);
  return {
    recipientErrors: sheet.recipientErrors,
    recipientProblems: sheet.recipientProblems,
    recipientFieldProblems: fields.recipientFieldProblems,
  };
};

export type RecipientChecks = Awaited<ReturnType<typeof loadRecipientChecks>>;

/** The checks once loaded; null until then (and, should the load fail, until a retry works). */
export function useRecipientChecks(): RecipientChecks | null {
  const checks = useQuery({
    queryKey: bulkKeys.recipientChecks(),
    queryFn: loadRecipientChecks,
    staleTime: Infinity,
  });
  return checks.data ?? null;
}
