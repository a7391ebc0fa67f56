import { findingSentence } from '../finding-sentence';

/**
 * The domain's problem with the marked text (its code and English, which the shorthand editor also
 * shows) in the current language; a code the findings do not know shows the domain's English.
 */
export function markedTextProblem(problem: { code: string; message: string }): string {
  return findingSentence(problem);
}
