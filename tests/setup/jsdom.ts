import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A screen's first import is transformed on the spot (the text macros go through Babel), which on
// a busy machine can take longer than the 1 s default wait of findBy/waitFor.
configure({ asyncUtilTimeout: 3000 });

// Every catalogue's English, as a signed-in page has it (the first file holds only the sign-in
// screen's): components show their texts, not message ids.
const { loadTexts } = await import('../../src/client/i18n/locale');
await Promise.all([loadTexts('signed-out'), loadTexts('app')]);
