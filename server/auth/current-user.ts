import type { UserRole } from '#domain/auth/roles.ts';
import type { LabelFormat } from '#domain/labels/schemas.ts';

/** The signed-in user behind a request. Owner-scoped queries filter by `userId`. */
export type CurrentUser = {
  /** The portal user (spec section 3); what every owned row points at. */
  userId: string;
  /** The sign-in account that owns the credentials and the sessions. */
  accountId: string;
  name: string;
  email: string;
  /** STAFF may use the operations endpoints (requireStaff); everyone else is a CUSTOMER. */
  role: UserRole;
  /** What Print Label gives them; the session answers it so the click needs no extra call. */
  labelFormat: LabelFormat;
};
