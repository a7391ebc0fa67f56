import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Every catalogue's English, as a signed-in page has it (the first file holds only the sign-in
// screen's): components show their texts, not message ids.
const { loadTexts } = await import('../../src/client/i18n/locale');
await Promise.all([loadTexts('signed-out'), loadTexts('app')]);
