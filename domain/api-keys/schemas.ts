import { z } from 'zod';
import { singleLineText } from '../common/text.ts';

/** READ_ONLY keys read and quote; SHIPPING keys may also create, pay for and cancel shipments. */
export const API_KEY_SCOPES = ['READ_ONLY', 'SHIPPING'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Enough keys for one per shop, plugin and environment; more is usually keys never revoked. */
export const MAX_API_KEYS_PER_ACCOUNT = 10;
export const MAX_API_KEY_NAME_LENGTH = 60;

export const ApiKeyMessages = {
  nameRequired: 'Please give the key a name, such as the shop or system that will use it.',
  nameTooLong: `A key name can be at most ${MAX_API_KEY_NAME_LENGTH} characters.`,
  scopeInvalid: 'Choose what the key may do: READ_ONLY or SHIPPING.',
  tooManyKeys: `An account can have at most ${MAX_API_KEYS_PER_ACCOUNT} API keys. Please revoke a key you no longer use first.`,
  keyNotFound: 'This API key was not found.',
  keyRevoked: 'The API key was revoked: calls made with it are refused from now on.',
  missingKey:
    'This call needs an API key: send it as the header Authorization: Bearer <key>. Create keys on the API keys page of your account (/api-keys).',
  invalidKey: 'This API key is not valid or has been revoked.',
  readOnlyKey:
    'This API key is read-only. Create a key with the SHIPPING scope to create shipments.',
  rateLimited: (perMinute: number, retryAfterSeconds: number) =>
    `This API key made more than ${perMinute} calls in a minute. Please retry in ${retryAfterSeconds} seconds.`,
} as const;

/** POST /web/user/api-keys: a name for the key and what it may do. */
export const ApiKeyCreateRequestSchema = z.object({
  name: singleLineText('The key name', ApiKeyMessages.nameRequired)
    .trim()
    .min(1, { error: ApiKeyMessages.nameRequired })
    .max(MAX_API_KEY_NAME_LENGTH, { error: ApiKeyMessages.nameTooLong }),
  scope: z.enum(API_KEY_SCOPES, { error: ApiKeyMessages.scopeInvalid }),
});
export type ApiKeyCreateRequest = z.infer<typeof ApiKeyCreateRequestSchema>;

/** A key as its owner sees it in the list: never the secret, only its public prefix. */
export const ApiKeySummarySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  /** The key's first characters ('mp_live_3f9a0c1b2d4e'), enough to tell keys apart. */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  createdAt: z.iso.datetime({ offset: true }),
  /** Null until the key is first used. */
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiKeySummary = z.infer<typeof ApiKeySummarySchema>;

/** GET /web/user/api-keys: the account's keys, newest first. */
export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySummarySchema) });

/** The answer of POST /web/user/api-keys: the whole key, shown this once and never again. */
export const ApiKeyCreatedSchema = z.object({ key: z.string(), apiKey: ApiKeySummarySchema });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;
