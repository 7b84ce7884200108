import { z } from 'zod';

/** The most matches one HS code search answers, best first. */
export const MAX_HS_CODE_MATCHES = 10;

/** GET /web/customs/hs-codes and GET /api/v1/hs-codes: `q` is words ("cotton t-shirt") or digits ("6109", "6109.10"). */
export const HsCodeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required: words such as "cotton t-shirt" or digits such as 6109.' })
    .trim()
    .min(2, 'Type at least 2 characters to search HS codes.')
    .max(100, 'q must be at most 100 characters.'),
});

/** One Harmonized System subheading that matches a search. */
export const HsCodeMatchSchema = z.object({
  /** The subheading's six digits, "610910". */
  hsCode: z.string(),
  /** The nomenclature's text for it, with its heading's where the subheading's alone says little. */
  description: z.string(),
});
export type HsCodeMatch = z.infer<typeof HsCodeMatchSchema>;

export const HsCodeSearchResponseSchema = z.object({ matches: z.array(HsCodeMatchSchema) });
export type HsCodeSearchResponse = z.infer<typeof HsCodeSearchResponseSchema>;
