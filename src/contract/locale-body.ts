import { z } from 'zod';
import { appLocales } from './locale';

export const appLocaleSchema = z.enum(appLocales, {
  error: `The language must be one of: ${appLocales.join(', ')}`,
});

/** Body of PUT /api/student/locale and PUT /api/teacher/locale. */
export const localeBodySchema = z.object({ locale: appLocaleSchema });
/** Body of a set-language call. */
export type LocaleBody = z.infer<typeof localeBodySchema>;
