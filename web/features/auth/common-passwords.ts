import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { isCommonPassword, loadCommonPasswords } from '#domain/auth/common-passwords.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { authKeys } from './auth-api.ts';

let download: Promise<ReadonlySet<string>> | undefined;

/** The list of common passwords, downloaded once a visit; a failed download is tried again when next asked. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  download ??= loadCommonPasswords().catch((error: unknown) => {
    download = undefined;
    throw error;
  });
  return download;
}

/**
 * What the checklist can say of a password against the server's list: 'checking' while the list
 * downloads (from the first character typed: no page carries its 200 KB), 'unavailable' when
 * it could not come, which leaves the judgment to the server.
 */
export type CommonPasswordVerdict = 'common' | 'uncommon' | 'checking' | 'unavailable';

export function useCommonPasswordVerdict(password: string): CommonPasswordVerdict {
  const list = useQuery({
    queryKey: authKeys.commonPasswords(),
    queryFn: commonPasswords,
    enabled: password !== '',
    staleTime: Infinity,
  });
  if (list.data) return isCommonPassword(password, list.data) ? 'common' : 'uncommon';
  return list.isError ? 'unavailable' : 'checking';
}

/**
 * `schema` refusing a common password at `field` as the checklist shows it, an unmet rule
 * (spec section 5's 'Please ensure all password requirements are met'). The check waits for the
 * list; without it, the server's own check decides.
 */
export function refusingCommonPassword<
  Field extends string,
  Schema extends z.ZodType<Record<Field, string>>,
>(schema: Schema, field: Field): Schema {
  return schema.refine(
    async (values) => {
      const list = await commonPasswords().catch(() => undefined);
      return !list || !isCommonPassword(values[field], list);
    },
    { path: [field], message: AccountMessages.passwordRequirements },
  );
}
