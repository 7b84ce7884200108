// The matchers are registered by test-setup/web.ts, which tsconfig.json does not include;
// this brings their types to the web tests.
import '@testing-library/jest-dom/vitest';
