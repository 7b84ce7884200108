import { z } from 'zod';

/** Every failed API call answers this shape; `message` is safe to show to the user as is. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
