import { z } from 'zod';

/** One field at fault and what to tell the user about it. */
export const FieldProblemSchema = z.object({ field: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof FieldProblemSchema>;

/**
 * Every failed API call answers this shape; `message` is safe to show to the user as is. When
 * several fields are at fault, `problems` names each (in the order of the form), and `message`
 * and `field` repeat the first, so a client that shows one problem still shows the right one.
 */
export const ApiErrorSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  problems: z.array(FieldProblemSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
