import { useQuery } from '@tanstack/react-query';
import {
  ActiveSessionListSchema,
  InvoiceListSchema,
  InvoiceSchema,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type ProfileUpdateRequest,
} from '#domain/account/schemas.ts';
import { MessageResponseSchema, UserProfileSchema } from '#domain/auth/schemas.ts';
import type { LabelFormatUpdate } from '#domain/labels/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The cached answers of this page; a change invalidates what it alters. */
export const personalInfoKeys = {
  all: ['personal-info'] as const,
  profile: () => [...personalInfoKeys.all, 'profile'] as const,
  sessions: () => [...personalInfoKeys.all, 'sessions'] as const,
  invoices: () => [...personalInfoKeys.all, 'invoices'] as const,
  invoice: (month: string) => [...personalInfoKeys.invoices(), month] as const,
};

/** Where the browser downloads a month's invoice as a PDF (the session cookie goes along). */
export const invoicePdfUrl = (month: string) => `/web/user/invoices/${month}/pdf`;

/** The account calls of /personal-info; each answer is parsed with the server's schema. */
export const personalInfoApi = {
  profile: (signal?: AbortSignal) =>
    apiRequest('/web/user/get', UserProfileSchema, { method: 'POST', signal }),
  updateProfile: (change: ProfileUpdateRequest) =>
    apiRequest('/web/user/update', UserProfileSchema, { body: change }),
  setLabelFormat: (change: LabelFormatUpdate) =>
    apiRequest('/web/user/label-format', UserProfileSchema, { body: change }),
  changePassword: (change: ChangePasswordRequest) =>
    apiRequest('/web/auth/change-password', MessageResponseSchema, { body: change }),
  sessions: (signal?: AbortSignal) =>
    apiRequest('/web/auth/sessions', ActiveSessionListSchema, { signal }),
  endSession: (sessionId: string) =>
    apiRequest(`/web/auth/sessions/${sessionId}`, MessageResponseSchema, { method: 'DELETE' }),
  deleteAccount: (request: DeleteAccountRequest) =>
    apiRequest('/web/user/delete', MessageResponseSchema, { body: request }),
  invoices: (signal?: AbortSignal) =>
    apiRequest('/web/user/invoices', InvoiceListSchema, { signal }),
  invoice: (month: string, signal?: AbortSignal) =>
    apiRequest(`/web/user/invoices/${month}`, InvoiceSchema, { signal }),
};

/** The signed-in user's profile (name, phone, billing type). */
export function useProfile() {
  return useQuery({
    queryKey: personalInfoKeys.profile(),
    queryFn: ({ signal }) => personalInfoApi.profile(signal),
  });
}

export function useActiveSessions() {
  return useQuery({
    queryKey: personalInfoKeys.sessions(),
    queryFn: ({ signal }) => personalInfoApi.sessions(signal),
    select: (list) => list.sessions,
  });
}

/** The monthly invoices; asked only for an account billed monthly. */
export function useInvoices(enabled: boolean) {
  return useQuery({
    queryKey: personalInfoKeys.invoices(),
    queryFn: ({ signal }) => personalInfoApi.invoices(signal),
    select: (list) => list.invoices,
    enabled,
  });
}

export function useInvoice(month: string | null) {
  return useQuery({
    queryKey: personalInfoKeys.invoice(month ?? ''),
    queryFn: ({ signal }) => personalInfoApi.invoice(month!, signal),
    enabled: month !== null,
  });
}
